import { MANUAL_PHONE_PATTERN, RECEIPT_ACCEPT, donationLimits, manualPaymentMessages as m } from '@foundation/contract/donation-messages';
import { phoneChars } from './phone';

export interface ManualValues {
  amount: string;
  phone: string;
  receipt: File | null;
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

export type ManualField = 'amount' | 'phone' | 'receipt';

/** Spec point 5, in its order: the first failure is the one the donor reads, on its field. */
export function firstManualError(v: ManualValues): { field: ManualField; message: string } | null {
  const amount = Number(v.amount);
  if (!v.amount.trim() || !Number.isFinite(amount) || amount < donationLimits.manualMinAmount) return { field: 'amount', message: m.amountInvalid };
  const phone = phoneChars(v.phone);
  if (!phone) return { field: 'phone', message: m.phoneRequired };
  if (!MANUAL_PHONE_PATTERN.test(phone)) return { field: 'phone', message: m.phoneFormat };
  if (!v.receipt) return { field: 'receipt', message: m.receiptRequired };
  const problem = receiptProblem(v.receipt);
  return problem ? { field: 'receipt', message: problem } : null;
}
