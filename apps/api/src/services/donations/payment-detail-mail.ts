import { and, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_DETAIL_HOLD_HOURS, type PaymentDetailChange, type PaymentDetails } from '@foundation/contract/admin/payment-details';
import { paymentMethodLabels } from '@foundation/contract/donation-review-messages';
import type { Mailer } from '../../adapters/mailer.ts';
import type { Db } from '../../db/client.ts';
import { staff } from '../../db/schema/index.ts';
import { applyHeldChanges } from './admin/payment-details.ts';

/**
 * Every administrator and finance member hears of each step of a change to where donors send
 * money: proposed, taken effect, cancelled. The proposer too: a thief in their account is then
 * seen by its owner, who can cancel within the hold.
 */
export type PaymentDetailEvent = 'proposed' | 'applied' | 'cancelled';

export interface PaymentDetailMailDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

const karachi = new Intl.DateTimeFormat('en-PK', { timeZone: 'Asia/Karachi', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
// ICU puts a narrow no-break space before "am": a plain one reads the same in every mail program.
const when = (iso: string) => `${karachi.format(new Date(iso)).replace(/\u202f/g, ' ')} (Pakistan time)`;

/** One account per line, as a donor would read it on the form. */
function accountLines(details: Partial<PaymentDetails>): string[] {
  const lines: string[] = [];
  if (details.wallet_accounts) {
    lines.push('  Mobile wallets:', ...(details.wallet_accounts.length ? details.wallet_accounts.map((w) => `    ${paymentMethodLabels[w.method]} ${w.account_number} (${w.account_title})`) : ['    none']));
  }
  if (details.bank_accounts) {
    lines.push('  Bank accounts:', ...(details.bank_accounts.length ? details.bank_accounts.map((b) => `    ${b.bank_name}, ${b.account_title}: ${b.account_number}, IBAN ${b.iban}`) : ['    none']));
  }
  return lines;
}

function headline(event: PaymentDetailEvent, change: PaymentDetailChange) {
  const proposer = `${change.proposed_by.name} (${change.proposed_by.email})`;
  if (event === 'cancelled') return { subject: 'Payment details change cancelled', lead: `${change.decided_by?.name ?? 'Someone'} cancelled the change ${proposer} proposed. Nothing changed on the site.` };
  if (event === 'applied') {
    const by = change.decided_by ? `approved by ${change.decided_by.name} (${change.decided_by.email})` : `after its ${PAYMENT_DETAIL_HOLD_HOURS}-hour hold, with no one cancelling it`;
    return { subject: 'Payment details changed', lead: `The change ${proposer} proposed is now on the donation form, ${by}.` };
  }
  const next = change.takes_effect_at
    ? `As there is only one administrator, it takes effect on ${when(change.takes_effect_at)} unless an administrator or a finance member cancels it before then.`
    : 'It takes effect once another administrator approves it.';
  return { subject: change.takes_effect_at ? `Payment details change: takes effect in ${PAYMENT_DETAIL_HOLD_HOURS} hours unless cancelled` : 'Payment details change waiting for approval', lead: `${proposer} proposed on ${when(change.proposed_at)} to change where donors send money. ${next}` };
}

export function paymentDetailMail(to: { name: string; email: string }, event: PaymentDetailEvent, change: PaymentDetailChange, publicUrl: string) {
  const { subject, lead } = headline(event, change);
  return {
    to: to.email,
    subject,
    text: [
      `Dear ${to.name},`,
      '',
      lead,
      '',
      'Before:',
      ...accountLines(change.before),
      'After:',
      ...accountLines(change.after),
      '',
      `Review it in the back office, under Settings: ${new URL('/admin/settings', publicUrl).href}`,
      ...(event === 'cancelled' ? [] : ['', 'If you did not expect this change, cancel it there (or ask an administrator to change it back) and tell the other administrators at once.']),
      '',
      'The Foundation',
    ].join('\n'),
  };
}

/** Mails every active administrator and finance member; a failure is logged without an address. */
export async function announcePaymentDetails(deps: PaymentDetailMailDeps, event: PaymentDetailEvent, change: PaymentDetailChange) {
  const people = await deps.db
    .select({ name: staff.name, email: staff.email })
    .from(staff)
    .where(and(inArray(staff.role, ['admin', 'finance']), isNull(staff.disabledAt), isNotNull(staff.passwordHash)));
  for (const person of people) {
    deps.mailer.post(paymentDetailMail(person, event, change, deps.publicUrl), (error) =>
      deps.log.error({ change: change.id, event, code: (error as { code?: string }).code ?? 'unknown' }, 'payment details e-mail not sent'),
    );
  }
}

/**
 * The scheduler's job: a held change whose hold has ended takes effect (once, however many
 * processes run it) and everyone hears, as they would of an approval.
 */
export async function applyHeldPaymentDetails(deps: PaymentDetailMailDeps, now = new Date()) {
  const applied = await applyHeldChanges(deps.db, now);
  for (const change of applied) await announcePaymentDetails(deps, 'applied', change);
  return applied;
}
