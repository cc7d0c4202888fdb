import type { BillingInfo } from './billing-info';
import { bookIdOf, campaignIdOf, type DonationQuery } from './donation-query';
import { phoneChars } from './phone';

export type PaymentMethod = 'jazz_cash' | 'easypaisa' | 'bank_transfer';

export interface ManualSubmission {
  amount: string;
  method: PaymentMethod;
  phone: string;
  receipt: File;
  /** Read-only on the form: the category named in the query's title. */
  category: string;
}

type Scalar = string | number | boolean | null | undefined;

/**
 * The multipart body of spec point 7: donatation_submit[...] keys, lists indexed
 * (donatation_submit[task_id][0]), an empty list sent as an empty value, empty or null values omitted.
 */
export function manualPaymentFormData(s: ManualSubmission, q: DonationQuery, billing: BillingInfo | null): FormData {
  const fd = new FormData();
  const put = (key: string, value: Scalar) => {
    if (value === null || value === undefined || value === '') return;
    fd.append(key, String(value));
  };
  const nested = (key: string, value: Scalar) => put(`donatation_submit[${key}]`, value);
  const amount = Number(s.amount);

  put('amount', amount);
  put('payment_method', s.method);
  fd.append('receipt_file', s.receipt, s.receipt.name);

  nested('module_code', q.type);
  if (q.taskIds.length === 0) fd.append('donatation_submit[task_id]', '');
  q.taskIds.forEach((id, i) => put(`donatation_submit[task_id][${i}]`, id));
  nested('campaign_id', campaignIdOf(q));
  nested('book_id', bookIdOf(q));
  nested('course_id', q.courseId);
  nested('is_donation', q.isDonation);
  nested('custom_task', true);
  nested('custom_task_name', s.category);
  nested('custom_task_amount', amount);
  nested('category', s.category);
  nested('total_amount', amount);

  // A BOOK order is delivered: the address the wizard stored travels with it.
  const address = q.type === 'BOOK' ? billing : null;
  nested('firstName', address?.firstName);
  nested('lastName', address?.lastName);
  nested('email', address?.email);
  nested('streetAddress', address?.streetAddress);
  nested('country', address?.country);
  nested('city', address?.city);
  nested('phoneNumber', phoneChars(s.phone));
  return fd;
}
