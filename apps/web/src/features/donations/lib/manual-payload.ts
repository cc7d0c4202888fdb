import type { ManualPaymentMethod } from '@foundation/contract/donation-codes';
import type { BillingInfo } from './billing-info';
import { bookIdOf, campaignIdOf, type DonationQuery } from './donation-query';
import type { DonorValues } from './manual-validation';
import { digitsWithLeadingPlus } from '../../../lib/filter-input';

export type PaymentMethod = ManualPaymentMethod;

export interface ManualSubmission {
  amount: string;
  method: PaymentMethod;
  phone: string;
  receipt: File;
  /** Read-only on the form: the category named in the query's title. */
  category: string;
  /** Who is giving, as typed; a BOOK order sends its billing info instead. */
  donor?: DonorValues | null;
  /** Copies of the book, when the order came from the book stepper. */
  copies?: number;
  /** A campaign's needs the donor ticked: the gift is their total, priced by the server. */
  taskIds?: number[];
  /** The fund chosen (zakat, sadaqah…); none sends nothing and the gift is General. */
  fund?: string;
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

  // Needs ticked, or an amount of the donor's own: the server prices one or the other, never both.
  const taskIds = s.taskIds ?? [];
  const custom = taskIds.length === 0;
  nested('module_code', q.type);
  if (custom) fd.append('donatation_submit[task_id]', '');
  taskIds.forEach((id, i) => put(`donatation_submit[task_id][${i}]`, id));
  nested('campaign_id', campaignIdOf(q));
  nested('book_id', bookIdOf(q));
  nested('course_id', q.courseId);
  nested('is_donation', q.isDonation);
  nested('custom_task', custom);
  if (custom) {
    nested('custom_task_name', s.category);
    nested('custom_task_amount', amount);
  }
  nested('category', s.category);
  nested('total_amount', amount);
  nested('quantity', s.copies);
  nested('fund', s.fund);

  // Every gift names its giver, so staff know whom to thank and the e-mail gets the receipt. A BOOK
  // order is delivered: the stepper's billing info names the buyer and carries the address.
  const address = q.type === 'BOOK' ? billing : null;
  const person = q.type === 'BOOK' ? billing : s.donor;
  nested('firstName', person?.firstName.trim());
  nested('lastName', person?.lastName.trim());
  nested('email', person?.email.trim());
  nested('streetAddress', address?.streetAddress);
  nested('country', address?.country);
  nested('city', address?.city);
  nested('phoneNumber', digitsWithLeadingPlus(s.phone));
  return fd;
}
