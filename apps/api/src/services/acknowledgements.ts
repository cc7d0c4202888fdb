import type { FastifyBaseLogger } from 'fastify';
import { rupees } from '@foundation/contract/common';
import { formatMoney } from '@foundation/contract/money';
import type { Donation } from './donations.ts';
import type { MailAttachment, Mailer } from '../adapters/mailer.ts';

type Kind = 'received' | 'succeeded' | 'verified' | 'rejected';

const subjects: Record<Kind, string> = {
  received: 'We received your receipt',
  succeeded: 'Thank you',
  verified: 'Your payment is confirmed',
  rejected: 'We could not confirm your payment',
};

function compose(d: Donation, kind: Kind) {
  const greeting = d.firstName ? `Dear ${d.firstName},` : 'Dear friend,';
  const what = d.moduleCode === 'BOOK' ? 'book order' : 'donation';
  const amount = formatMoney(rupees(d.amountPaisa), { decimals: 'always' });
  const bodies: Record<Kind, string> = {
    succeeded: `Thank you for your ${what} of ${amount}. Your card payment has gone through.`,
    received:
      `Thank you for your ${what} of ${amount}. We have received your payment receipt; ` +
      'our team will check it against our account and confirm.',
    verified:
      d.receivedPaisa === null
        ? `We have checked your receipt: your ${what} of ${amount} has reached our account. Thank you.`
        : // A partial payment: say what arrived, so the donor can send the rest or ask us.
          `We have checked your receipt: ${formatMoney(rupees(d.receivedPaisa), { decimals: 'always' })} of your ${what} of ${amount} has reached our account. ` +
          'Thank you. If you sent more, please reply with your reference.',
    rejected:
      `We could not match your receipt for the ${what} of ${amount} to a payment in our account. ` +
      `Our team says: ${d.reviewNote ?? ''}\nPlease reply to this e-mail with your reference and we will look again.`,
  };
  const body = bodies[kind];
  const next =
    kind === 'rejected' ? '' : d.moduleCode === 'BOOK' ? 'Your book will be sent to the address you gave us.' : 'May it be a blessing for you and for those it reaches.';
  return {
    subject: `${subjects[kind]} - ${d.reference}`,
    text: [greeting, '', body, next, '', `Your reference: ${d.reference}`, 'Please quote it if you write to us.', '', 'The Foundation'].join('\n'),
  };
}

/**
 * E-mails the donor their reference, when we know their address, without making them wait for the
 * mail server. A mail failure never fails the gift: it is logged by reference and error code only
 * (SMTP errors can quote the address).
 */
export function acknowledge(mailer: Mailer, log: FastifyBaseLogger, d: Donation, kind: Kind, attachments?: MailAttachment[]) {
  if (!d.email) return;
  mailer.post({ to: d.email, ...compose(d, kind), ...(attachments?.length ? { attachments } : {}) }, (error) =>
    log.error({ reference: d.reference, code: (error as { code?: string }).code ?? 'unknown' }, 'donation e-mail not sent'),
  );
}
