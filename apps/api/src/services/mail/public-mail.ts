import type { FastifyBaseLogger } from 'fastify';
import { inLocale as inLocalePath, paths } from '@foundation/contract/routes';
import type { MailMessage, Mailer } from '../../adapters/mailer.ts';
import type { Db } from '../../db/client.ts';
import type { ContentLocale } from '../../lib/content-language.ts';
import { readSettings } from '../catalogue/settings.ts';

/** What a mail to a donor, learner or buyer needs besides its facts. */
export interface PublicMailDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The site's address (PUBLIC_URL), for the links a mail carries. */
  publicUrl: string;
}

/** The foundation as its mail names it, from the settings staff keep, in the reader's language. */
export interface House {
  organisation: string;
}

/** Loose on purpose: a reply address only has to look like one for a mail program to use it. */
const looksLikeAddress = (value: string) => /^[^\s@<>]+@[^\s@<>]+$/.test(value.trim());

/**
 * Sends a mail to someone outside the foundation without making their request wait. Replies go to
 * the foundation's e-mail from settings (company_email): MAIL_FROM is usually a no-reply address,
 * and a mail that says "reply to this e-mail" must reach a person. The settings are read as the mail
 * is written; a failure of either is logged by `onError`, never thrown at the caller.
 */
export function postPublicMail(
  deps: Pick<PublicMailDeps, 'db' | 'mailer'>,
  locale: ContentLocale,
  write: (house: House) => MailMessage | Promise<MailMessage>,
  onError: (error: unknown) => void,
) {
  const message = readSettings(deps.db, locale).then(async (s) => {
    const mail = await write({ organisation: s.company_name });
    return looksLikeAddress(s.company_email) ? { ...mail, replyTo: s.company_email.trim() } : mail;
  });
  deps.mailer.post(message, onError);
}

/** A gift's tracking page with its reference filled in, in the language the gift was made in. */
export function trackingUrl(publicUrl: string, locale: ContentLocale, reference: string) {
  const url = new URL(inLocalePath(locale, paths.trackDonation), publicUrl);
  url.searchParams.set('reference', reference);
  return url.href;
}
