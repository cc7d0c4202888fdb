import type { MailMessage } from '../../adapters/mailer.ts';
import type { Db } from '../../db/client.ts';
import type { certificates } from '../../db/schema/index.ts';
import type { ContentLocale } from '../../lib/content-language.ts';
import { verificationUrl } from './certificate-codes.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { certificateDate, certificateWords } from './certificate-words.ts';
import { courseTitleOf } from './certificates.ts';
import { postPublicMail, type House, type PublicMailDeps } from '../mail/public-mail.ts';
import { readSettings } from '../catalogue/settings.ts';
import { urduMail } from '../mail/urdu-mail.ts';

type Certificate = typeof certificates.$inferSelect;


/** The certificate as a PDF in English or Urdu, named by its code. */
export async function certificatePdfFile(db: Db, publicUrl: string, c: Certificate, locale: ContentLocale) {
  const words = certificateWords[locale];
  const settings = await readSettings(db, locale);
  const bytes = await renderCertificatePdf({
    lang: locale === 'ur' ? 'ur-PK' : 'en-PK',
    rtl: locale === 'ur',
    organisation: settings.company_name,
    title: words.title,
    certifies: words.certifies,
    name: c.name,
    completed: words.completed,
    course: courseTitleOf(c, locale),
    hours: c.hours ? words.hours(c.hours) : null,
    date: words.on(certificateDate(c.issuedAt, locale)),
    code: words.code(c.code),
    verify: words.verify,
    url: verificationUrl(publicUrl, c.code, locale),
    issuedAt: c.issuedAt,
  });
  return { name: `certificate-${c.code}.pdf`, bytes };
}

/** The mail that tells a learner their certificate is ready, with the address that verifies it. */
export function certificateMail(to: string, c: Certificate, locale: ContentLocale, publicUrl: string, house: House): MailMessage {
  const course = courseTitleOf(c, locale);
  const link = verificationUrl(publicUrl, c.code, locale);
  if (locale === 'ur') {
    const w = certificateWords.ur;
    const paragraphs = [[[w.mailGreeting(c.name)]], [[w.mailBody(course)], [{ ltr: link }]], [[w.mailShare]], [['والسلام،'], [{ auto: house.organisation }]]];
    return { to, subject: w.mailSubject(course), ...urduMail(paragraphs) };
  }
  const w = certificateWords.en;
  return { to, subject: w.mailSubject(course), text: [w.mailGreeting(c.name), '', w.mailBody(course), link, '', w.mailShare, '', house.organisation].join('\n') };
}

export function sendCertificateMail(deps: PublicMailDeps, to: string, c: Certificate, locale: ContentLocale) {
  postPublicMail(deps, locale, (house) => certificateMail(to, c, locale, deps.publicUrl, house), (err) => deps.log.error({ err, certificate: c.id }, 'certificate mail failed'));
}
