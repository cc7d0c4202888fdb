import { z } from 'zod';
import { MAX_INT4 } from './common.ts';
import { MODULE_CODES, PAYMENT_METHODS } from './donation-codes.ts';
import { BOOK_COPIES, EMAIL_PATTERN, MANUAL_PHONE_PATTERN, donationLimits } from './donation-messages.ts';
import { documented } from './documented.ts';

/** The wizard's names for what is paid for and who pays, as its multipart form sends them. */
const submitted = (name: string) => `donatation_submit[${name}]`;
const id = z.int().min(1).max(MAX_INT4);
const rupees = (min: number) => z.number().min(min).max(donationLimits.maxAmount).meta(documented.rupees);
const text = (max: number) => z.string().max(max).optional();

/**
 * POST manualPayment's multipart form as the API document shows it. The service reads the parts
 * itself (services/donations/manual-payments.ts: a receipt must not touch the disk before the form is
 * known to be good), so this only describes them; the amount must be what the chosen tasks,
 * campaign or book cost, which the server prices from its own data.
 */
export const ManualPaymentFormSchema = z.object({
  amount: rupees(donationLimits.manualMinAmount),
  payment_method: z.enum(PAYMENT_METHODS),
  receipt_file: z.file().meta({ description: 'The transfer receipt: an image (JPEG, PNG, GIF, BMP, WebP) or a PDF' }),
  [submitted('phoneNumber')]: z.string().regex(MANUAL_PHONE_PATTERN),
  [submitted('module_code')]: z.enum(MODULE_CODES).optional(),
  [`${submitted('task_id')}[]`]: z.array(id).max(50).optional(),
  // The id of a campaign or book; a value that is not one is dropped (spec point 5), so any text is taken.
  [submitted('campaign_id')]: z.string().optional(),
  [submitted('book_id')]: z.string().optional(),
  [submitted('quantity')]: z.int().min(BOOK_COPIES.min).max(BOOK_COPIES.max).optional(),
  [submitted('custom_task')]: z.enum(['true', 'false']).optional(),
  [submitted('custom_task_name')]: text(200),
  [submitted('custom_task_amount')]: rupees(0).optional(),
  [submitted('category')]: text(200),
  [submitted('total_amount')]: rupees(0).optional(),
  [submitted('firstName')]: z.string().max(100).meta(documented.someText).optional(),
  [submitted('lastName')]: text(100),
  [submitted('email')]: z.string().max(200).regex(EMAIL_PATTERN).optional(),
  [submitted('streetAddress')]: text(300),
  [submitted('country')]: text(100),
  [submitted('city')]: text(100),
});
