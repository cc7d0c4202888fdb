// Plain strings and constants in a module of their own: the back office imports them without zod.
import type { DonationStatus } from './donation-codes.ts';

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

export const reviewMessages = {
  noteRequired: 'Say why the receipt is rejected; the donor is told.',
  noteTooLong: 'Keep the note under 500 characters.',
  notReviewable: 'Only a receipt waiting for review can be verified or rejected.',
  noReceipt: 'This donation has no receipt.',
  verified: 'Donation verified.',
  downloadReceiptPdf: 'Download receipt PDF',
  rejected: 'Donation rejected.',
} as const;

export const DONATIONS_PER_PAGE = 25;
