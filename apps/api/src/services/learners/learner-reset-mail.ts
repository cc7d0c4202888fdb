import type { Locale } from '@foundation/contract/routes';
import type { MailMessage } from '../../adapters/mailer.ts';
import { learnerMailEn as en, learnerMailUr as ur } from '../mail/words/learner-mail.ts';
import type { House } from '../mail/public-mail.ts';
import { urduMail } from '../mail/urdu-mail.ts';

/** The reset mail a learner reads, in the language of the page they asked from; Urdu reads right to left. */
export function learnerResetMail(to: { email: string; firstName: string }, link: string, locale: Locale, house: House): MailMessage {
  if (locale === 'ur') {
    const paragraphs = [ur.greeting(to.firstName), [[ur.resetBody], [{ ltr: link }]], [[ur.notYou]], [[ur.closing], [{ auto: house.organisation }]]];
    return { to: to.email, subject: ur.resetSubject, ...urduMail(paragraphs) };
  }
  return { to: to.email, subject: en.resetSubject, text: [en.greeting(to.firstName), '', en.resetBody, link, '', en.notYou, '', house.organisation].join('\n') };
}
