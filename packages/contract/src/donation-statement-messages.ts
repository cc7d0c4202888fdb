// Plain strings in a module of their own: the back office imports them without zod.
import { formatMoney } from './money.ts';

/**
 * Bulk verification: finance pastes lines of a wallet or bank statement (a transaction id or the
 * payer's phone, then the amount), the API proposes the pending receipts they pay for, and the
 * chosen ones are verified together.
 */
export const STATEMENT_MAX_CHARS = 50_000;
export const STATEMENT_MAX_LINES = 500;

/** How a line found its gift, from the surest to the least sure. */
export const MATCH_KINDS = ['transaction_id', 'reference', 'phone_amount', 'phone'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

export const CONFIDENCES = ['high', 'medium', 'low'] as const;
export type Confidence = (typeof CONFIDENCES)[number];

export const confidenceLabels = { high: 'High', medium: 'Medium', low: 'Low' } as const satisfies Record<Confidence, string>;

export const matchKindLabels = {
  transaction_id: 'Transaction id',
  reference: 'Gift reference',
  phone_amount: 'Phone and amount',
  phone: 'Phone, another amount',
} as const satisfies Record<MatchKind, string>;

export const statementMessages = {
  empty: 'Paste at least one line of the statement.',
  tooLong: `Paste at most ${STATEMENT_MAX_LINES} lines (${STATEMENT_MAX_CHARS.toLocaleString('en')} characters) at a time.`,
  // Why a line found no gift.
  lineFormat: 'Write the line as: transaction id or phone, amount (e.g. 03001234567, Rs 1,500).',
  noAmount: 'No amount on this line.',
  amountZero: 'The amount must be more than Rs 0.',
  noMatch: 'No receipt waiting for review matches this line.',
  noPendingForPhone: 'No receipt waiting for review was sent from this phone.',
  aboveEveryPledge: (amount: number) => `${formatMoney(amount)} is more than any gift waiting from this phone.`,
  aboveThePledge: (amount: number, reference: string, pledged: number) => `${formatMoney(amount)} is more than the ${formatMoney(pledged)} gift ${reference} pledged.`,
  transactionUsed: (reference: string) => `This transaction id is already recorded for gift ${reference}.`,
  sameAsLine: (line: number) => `Already matched by line ${line}.`,
  notPending: (reference: string) => `Gift ${reference} is not waiting for review.`,
  // Bulk verification.
  noneChosen: 'Choose at least one gift to verify.',
  chosenTwice: 'Each gift can be verified once: remove the repeated line.',
  tooMany: `Verify at most ${STATEMENT_MAX_LINES} gifts at a time.`,
  /** 409: nothing was verified, because one of them was decided meanwhile. */
  noLongerPending: (reference: string) => `Gift ${reference} is no longer waiting for review, so nothing was verified. Match the statement again.`,
  verified: (count: number) => `${count} ${count === 1 ? 'donation' : 'donations'} verified.`,
} as const;
