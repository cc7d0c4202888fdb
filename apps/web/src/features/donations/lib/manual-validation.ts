import { manualDonationProblems, receiptFileAccepted, receiptProblem as problemOf, type ManualDonationField } from '@foundation/contract/manual-donation';
import { digitsWithLeadingPlus } from '../../../lib/filter-input';

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

const factsOf = (file: File) => ({ accepted: receiptFileAccepted(file), size: file.size });

/** Why a chosen file cannot be a receipt, or null when it can. */
export const receiptProblem = (file: File): string | null => problemOf(factsOf(file));

export type ManualField = ManualDonationField;

/**
 * The rules of spec point 5 as the contract writes them (the API applies the same): the first
 * failure is the one the donor reads, on its field.
 */
export function firstManualError(v: ManualValues): { field: ManualField; message: string } | null {
  const [first] = manualDonationProblems({
    amount: v.amount.trim() ? Number(v.amount) : undefined,
    phone: digitsWithLeadingPlus(v.phone),
    receipt: v.receipt && factsOf(v.receipt),
    firstName: v.donor?.firstName,
    email: v.donor?.email,
  });
  return first ?? null;
}
