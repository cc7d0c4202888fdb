import { rupees } from '@foundation/contract/common';
import { formatMoney } from '@foundation/contract/money';
import type { Donation } from './donations.ts';
import { findDonationRecord, fundOf } from './donation-records.ts';
import type { MailAttachment } from '../../adapters/mailer.ts';
import { donorMailEn, donorMailUr, type DonorMailFacts, type DonorMailKind, type MailClosing } from '../mail/words/donor-mail.ts';
import { postPublicMail, trackingUrl, type House, type PublicMailDeps } from '../mail/public-mail.ts';
import { isolateLtr, urduMail } from '../mail/urdu-mail.ts';

/** What the caller reports: a partial verification is told as its own kind of mail. */
type Event = 'received' | 'succeeded' | 'verified' | 'rejected';

const money = (paisa: number) => formatMoney(rupees(paisa), { decimals: 'always' });

function factsOf(d: Donation, event: Event, fund: string | null): DonorMailFacts {
  const kind: DonorMailKind = event === 'verified' && d.receivedPaisa !== null ? 'partial' : event;
  return {
    kind,
    book: d.moduleCode === 'BOOK',
    firstName: d.firstName,
    amount: money(d.amountPaisa),
    received: d.receivedPaisa === null ? null : money(d.receivedPaisa),
    note: d.reviewNote ?? '',
    fund,
  };
}

function compose(f: DonorMailFacts, closing: MailClosing) {
  const w = donorMailEn;
  return {
    subject: `${w.subject(f.kind, f.book)} - ${closing.reference}`,
    text: [w.greeting(f.firstName), '', ...w.body(f), ...w.next(f), '', ...w.closing(closing)].join('\n'),
  };
}

/** The same mail in Urdu, for a gift made from the site in Urdu; urdu-mail.ts lays it out right to left. */
function composeUrdu(f: DonorMailFacts, closing: MailClosing) {
  const w = donorMailUr;
  const paragraphs = [w.greeting(f.firstName), [...w.body(f), ...w.next(f)], ...w.closing(closing)];
  return { subject: `${w.subject(f.kind, f.book)} - ${isolateLtr(closing.reference)}`, ...urduMail(paragraphs) };
}

/**
 * E-mails the donor what happened to their gift, when we know their address, without making them
 * wait for the mail server: in the language they gave it in, with a link to follow it and the
 * foundation's address to reply to. A mail failure never fails the gift: it is logged by reference
 * and error code only (SMTP errors can quote the address).
 */
export function acknowledge(deps: PublicMailDeps, d: Donation, event: Event, attachments?: MailAttachment[]) {
  if (!d.email) return;
  const to = d.email;
  const locale = d.locale === 'ur' ? 'ur' : 'en';
  const write = async ({ organisation }: House) => {
    // A book is paid for, not given to a fund; a gift names its fund (Zakat must be seen kept apart).
    const record = d.moduleCode === 'BOOK' ? null : await findDonationRecord(deps.db, { id: d.id });
    const facts = factsOf(d, event, record ? fundOf(record, locale) : null);
    const closing: MailClosing = { reference: d.reference, trackUrl: trackingUrl(deps.publicUrl, locale, d.reference), book: facts.book, organisation };
    return { to, ...(locale === 'ur' ? composeUrdu(facts, closing) : compose(facts, closing)), ...(attachments?.length ? { attachments } : {}) };
  };
  postPublicMail(deps, locale, write, (error) =>
    deps.log.error({ reference: d.reference, code: (error as { code?: string }).code ?? 'unknown' }, 'donation e-mail not sent'),
  );
}
