/**
 * The manual donation form's rules (spec point 5), written once: the web checks them before it
 * sends, the API again when the form arrives. No zod: the donation page imports this file.
 */
import {
  EMAIL_PATTERN,
  MANUAL_PHONE_PATTERN,
  RECEIPT_ACCEPT,
  donationLimits,
  donorMessages as d,
  manualPaymentMessages as m,
  receiptTooLargeMessage,
} from './donation-messages.ts';

/** What is known of the attached receipt: whether it is an image or a PDF, and its size. */
export interface ReceiptFacts {
  /** The browser judges by the file's name and type (receiptFileAccepted), the server by its bytes. */
  accepted: boolean;
  size: number;
  /** Known on the server only: whether the picture decodes or the PDF opens (undefined: not read). */
  decodes?: boolean;
}

export interface ManualDonationValues {
  /** Rupees; undefined when missing or not a number. */
  amount: number | undefined;
  /** As it is sent: digits and a leading plus (the web drops what people type between digit groups). */
  phone: string;
  receipt: ReceiptFacts | null;
  /** Our form asks who is giving; the spec's form does not, so the API never requires a name. */
  firstName?: string;
  /** Optional; checked when given. */
  email?: string;
}

export type ManualDonationField = keyof ManualDonationValues;
export interface ManualDonationProblem {
  field: ManualDonationField;
  message: string;
}

/** An image (jpg, jpeg, png, gif, bmp, webp) or a PDF, by its type or, when the browser gives none, its name. */
export function receiptFileAccepted(file: { name: string; type: string }): boolean {
  const accepted = RECEIPT_ACCEPT.split(',');
  const ext = `.${file.name.split('.').pop()?.toLowerCase() ?? ''}`;
  return accepted.includes(file.type) || accepted.includes(ext);
}

/** Why this receipt cannot be taken, or null. */
export function receiptProblem(receipt: ReceiptFacts | null, maxBytes: number = donationLimits.receiptMaxBytes): string | null {
  if (!receipt) return m.receiptRequired;
  if (!receipt.accepted) return m.receiptType;
  if (receipt.size > maxBytes) return receiptTooLargeMessage(maxBytes);
  if (receipt.decodes === false) return m.receiptUnreadable;
  return null;
}

function amountProblem(amount: number | undefined): string | null {
  const fits = amount !== undefined && Number.isFinite(amount) && amount >= donationLimits.manualMinAmount && amount <= donationLimits.maxAmount;
  return fits ? null : m.amountInvalid;
}

function phoneProblem(phone: string): string | null {
  if (!phone) return m.phoneRequired;
  return MANUAL_PHONE_PATTERN.test(phone) ? null : m.phoneFormat;
}

/**
 * Every failure, in the form's order: the spec's amount, phone and receipt first (the first failure
 * is the one the donor reads), then the donor's name and e-mail, which our form adds.
 */
export function manualDonationProblems(v: ManualDonationValues, receiptMaxBytes?: number): ManualDonationProblem[] {
  const email = v.email?.trim();
  const checks: [ManualDonationField, string | null][] = [
    ['amount', amountProblem(v.amount)],
    ['phone', phoneProblem(v.phone)],
    ['receipt', receiptProblem(v.receipt, receiptMaxBytes)],
    ['firstName', v.firstName !== undefined && !v.firstName.trim() ? d.firstNameRequired : null],
    ['email', email && !EMAIL_PATTERN.test(email) ? d.emailInvalid : null],
  ];
  return checks.flatMap(([field, message]) => (message ? [{ field, message }] : []));
}
