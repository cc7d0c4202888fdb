// Plain strings and constants in a module of their own: the back office imports them without zod.
import type { DonationStatus, ManualPaymentMethod } from './donation-codes.ts';
import { formatMoney } from './money.ts';

/**
 * The back office's view of donations: staff see every gift, open a wallet or bank receipt,
 * and verify or reject it. Amounts are rupees, as everywhere on the API.
 */
export const donationStatusLabels = {
  pending_review: 'Waiting for review',
  verified: 'Verified',
  rejected: 'Rejected',
  pending: 'Card: processing',
  succeeded: 'Card: paid',
  failed: 'Card: failed',
} as const satisfies Record<DonationStatus, string>;

export const paymentMethodLabels = {
  jazz_cash: 'JazzCash',
  easypaisa: 'Easypaisa',
  bank_transfer: 'Bank transfer',
  card: 'Card',
} as const;

/** What a gift pays for, in words (the spec's module_code). */
export const moduleLabels = {
  DONATION: 'Welfare donation',
  CAMPAIGN: 'Campaign',
  BOOK: 'Book order',
} as const;

export const reviewMessages = {
  noteRequired: 'Say why the receipt is rejected; the donor is told.',
  noteTooLong: 'Keep the note under 500 characters.',
  notReviewable: 'Only a receipt waiting for review can be verified or rejected.',
  noReceipt: 'This donation has no receipt.',
  verified: 'Donation verified.',
  downloadReceiptPdf: 'Download receipt PDF',
  rejected: 'Donation rejected.',
  /** Partial payment: what arrived must be above nothing and at most what was pledged. */
  receivedRequired: 'Enter the amount that reached the account, in rupees with at most 2 decimals.',
  receivedPositive: 'The amount received must be more than Rs 0.',
  receivedAbovePledged: (pledged: number) => `The amount received cannot be more than the ${formatMoney(pledged)} pledged.`,
  receivedOnlyWhenVerified: 'Only a verified gift has an amount received.',
  transactionIdTooLong: 'Keep the transaction id under 100 characters.',
  partlyVerified: (received: number, pledged: number) => `Donation verified: ${formatMoney(received)} of ${formatMoney(pledged)} received.`,
} as const;

/** Why a receipt looks used before: the same file, a picture alike, or the statement's transaction id. */
export const DUPLICATE_REASONS = ['same_file', 'similar_image', 'same_transaction_id'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export const duplicateMessages = {
  /** `date` is the other gift's day as the back office writes it, e.g. "2 Mar 2026". */
  looksLike: (reference: string, date: string) => `This receipt looks like the one of gift ${reference} (${date}).`,
  reasons: {
    same_file: 'the same file',
    similar_image: 'a picture that looks the same',
    same_transaction_id: 'the same transaction id',
  } satisfies Record<DuplicateReason, string>,
} as const;

/** The list's filters beyond status and search; dates are days in Karachi, both ends included. */
export const filterMessages = {
  date: 'Use a date like 2026-03-01.',
  dateOrder: 'The start date must be on or before the end date.',
  category: 'Keep the category under 200 characters.',
  campaign: 'Choose a campaign from the list.',
  method: 'Choose a payment method from the list.',
  fund: 'Choose a fund from the list.',
} as const;

export const methodOptions: { value: ManualPaymentMethod | 'card'; label: string }[] = [
  { value: 'jazz_cash', label: paymentMethodLabels.jazz_cash },
  { value: 'easypaisa', label: paymentMethodLabels.easypaisa },
  { value: 'bank_transfer', label: paymentMethodLabels.bank_transfer },
  { value: 'card', label: paymentMethodLabels.card },
];

export const DONATIONS_PER_PAGE = 25;
