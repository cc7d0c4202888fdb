import {
  EMAIL_PATTERN,
  MANUAL_PHONE_PATTERN,
  RECEIPT_ACCEPT,
  donationLimits,
  donorMessages as d,
  manualPaymentMessages as m,
} from '@foundation/contract/donation-messages';
import { phoneChars } from './phone';

/** Who is giving, as typed on the form (a BOOK order takes them from the stepper's billing instead). */
export interface DonorValues {
  firstName: string;
  lastName: string;
  email: string;
}

export interface ManualValues {
  amount: string;
  phone: string;
  receipt: File | null;
  /** Absent or null when the form does not ask (a BOOK order). */
  donor?: DonorValues | null;
}

/** Why a chosen file cannot be a receipt, or null when it can. */
export function receiptProblem(file: File): string | null {
  const accepted = RECEIPT_ACCEPT.split(',');
  const ext = `.${file.name.split('.').pop()?.toLowerCase() ?? ''}`;
  const typeOk = accepted.includes(file.type) || accepted.includes(ext);
  if (!typeOk) return m.receiptType;
  if (file.size > donationLimits.receiptMaxBytes) return m.receiptTooLarge;
  return null;
}

export type ManualField = 'amount' | 'phone' | 'receipt' | 'firstName' | 'email';

/**
 * Spec point 5, in its order: the first failure is the one the donor reads, on its field. The
 * donor's name and e-mail come after the spec's rules, so the spec's order is unchanged.
 */
export function firstManualError(v: ManualValues): { field: ManualField; message: string } | null {
  const amount = Number(v.amount);
  if (!v.amount.trim() || !Number.isFinite(amount) || amount < donationLimits.manualMinAmount) return { field: 'amount', message: m.amountInvalid };
  const phone = phoneChars(v.phone);
  if (!phone) return { field: 'phone', message: m.phoneRequired };
  if (!MANUAL_PHONE_PATTERN.test(phone)) return { field: 'phone', message: m.phoneFormat };
  if (!v.receipt) return { field: 'receipt', message: m.receiptRequired };
  const problem = receiptProblem(v.receipt);
  if (problem) return { field: 'receipt', message: problem };
  return v.donor ? firstDonorError(v.donor) : null;
}

function firstDonorError(donor: DonorValues): { field: ManualField; message: string } | null {
  if (!donor.firstName.trim()) return { field: 'firstName', message: d.firstNameRequired };
  const email = donor.email.trim();
  if (email && !EMAIL_PATTERN.test(email)) return { field: 'email', message: d.emailInvalid };
  return null;
}
