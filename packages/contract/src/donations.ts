import { z } from 'zod';
import { MODULE_CODES, moduleCodeOf } from './donation-codes.ts';
import { FundChoiceSchema } from './funds.ts';
import {
  BOOK_COPIES,
  EMAIL_PATTERN,
  MANUAL_PHONE_PATTERN,
  RECEIPT_ACCEPT,
  WIZARD_PHONE_PATTERN,
  donationLimits,
  manualPaymentMessages as manual,
  donorMessages,
  manualSubmittedMessage,
  receiptTooLargeMessage,
  wizardMessages as wizard,
} from './donation-messages.ts';

// The words and patterns the pages share with the API live in the zod-free donation-messages.ts.
export { EMAIL_PATTERN, MANUAL_PHONE_PATTERN, RECEIPT_ACCEPT, WIZARD_PHONE_PATTERN, manualSubmittedMessage, receiptTooLargeMessage };

/**
 * Donations and book orders: the manual receipt form (POST manualPayment, multipart) and the
 * card wizard (POST stripePayment, JSON). Field names keep the spec's spelling (`donatation_submit`).
 */


/** A custom amount given through the card wizard for DONATION must reach this many rupees. */
export const CUSTOM_DONATION_MIN_RUPEES = donationLimits.customDonationMin;
/** Card data never reaches our server: a request carrying any of these is refused. */
export const CARD_FIELDS = ['cardNumber', 'cvv', 'expiry', 'cardHolder'] as const;
/** Donation references look like FD-7K3M9QXA: random, not sequential. */
export const REFERENCE_PATTERN = /^FD-[0-9A-HJKMNP-TV-Z]{8}$/;

export const donationMessages = {
  // Manual donation form (spec point 5), in the order the form checks them.
  invalidAmount: manual.amountInvalid,
  phoneRequired: manual.phoneRequired,
  manualPhoneFormat: manual.phoneFormat,
  receiptRequired: manual.receiptRequired,
  receiptType: manual.receiptType,
  receiptUnreadable: manual.receiptUnreadable,
  paymentMethod: 'Please choose JazzCash, Easypaisa or Bank Transfer.',
  // Card wizard step 1.
  selectTask: wizard.taskRequired,
  customAmountRequired: wizard.customAmountRequired,
  customAmountMin: wizard.customAmountMin,
  // Card wizard step 2.
  firstNameRequired: wizard.firstNameRequired,
  lastNameRequired: wizard.lastNameRequired,
  emailRequired: wizard.emailRequired,
  emailInvalid: wizard.emailInvalid,
  streetAddressRequired: wizard.streetAddressRequired,
  countryRequired: wizard.countryRequired,
  cityRequired: wizard.cityRequired,
  wizardPhoneRequired: wizard.phoneRequired,
  wizardPhoneFormat: wizard.phoneFormat,
  // Step 3: the spec leaves the policies box unenforced; we enforce it (design.md).
  policiesRequired: 'Please accept the policies to continue.',
  // What we refer to.
  campaignNotFound: 'This campaign could not be found.',
  taskNotFound: 'One of the chosen tasks could not be found.',
  bookNotFound: 'This book could not be found.',
  // Card payments.
  cardDataRefused: 'Card details must never be sent to our server. Please enter them in the secure card field.',
  cardUnavailable: wizard.cardsUnavailable,
  processorUnreachable:
    'We could not reach the card processor. You have not been charged twice; we will confirm your donation by e-mail.',
  amountChanged: 'The amount has changed. Please review your donation and try again.',
  // The server prices every order itself (issue: a declared amount must match what it pays for).
  amountMismatch: donorMessages.amountMismatch,
  bookAmountMismatch: donorMessages.bookAmountMismatch,
  quantityInvalid: donorMessages.quantityInvalid,
  cardNotProcessed: 'We could not process this card. Please try again or use another card.',
  stillProcessing: 'Your payment is still being processed. We will confirm your donation by e-mail.',
  authenticationIncomplete: 'Please complete the card authentication to finish your donation.',
  // Error catalogue of spec point 8, shown by the web app.
  paymentSubmissionFailed: manual.submitFailed,
  networkError: manual.networkError,
  paymentSuccessful: wizard.paymentSuccessful,
  paymentFailed: wizard.paymentFailed,
  paymentFailedDetail: wizard.paymentFailedDetail,
} as const;


// Lenient readers for values that arrive as strings (multipart) or loosely typed JSON.

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const asInteger = (v: unknown) => {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
};

/** A list of ids; values that do not parse as integers are dropped (spec point 5). */
export const IdListSchema = z.preprocess(
  (v) => (Array.isArray(v) ? v : v === undefined || v === '' || v === null ? [] : [v]).map(asInteger).filter((n) => n !== undefined),
  z.array(z.number().int()).max(50),
);
/** An optional id; a value that does not parse as an integer is dropped. */
export const OptionalIdSchema = z.preprocess(asInteger, z.number().int().optional());
export const FlagSchema = z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1' || v === 'on', z.boolean());
/** Read case-insensitively; any other type is a general donation (spec: default module code DONATION). */
export const ModuleCodeSchema = z.preprocess((v) => moduleCodeOf(typeof v === 'string' ? v.toUpperCase() : v), z.enum(MODULE_CODES));
/** A non-negative number of rupees from a number or a numeric string; anything else reads as missing. */
export const RupeesSchema = z.preprocess((v) => {
  const value = blankToUndefined(typeof v === 'string' ? v.trim() : v);
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  return typeof value === 'string' && /^\d{1,12}(\.\d+)?$/.test(value) ? Number(value) : undefined;
}, z.number().optional());
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max);

/** Copies of a book in a hard-copy order: absent means one; anything else must be 1 to 20. */
export const CopiesSchema = z.preprocess(
  (v) => {
    const value = blankToUndefined(typeof v === 'string' ? v.trim() : v);
    if (value === undefined) return BOOK_COPIES.min;
    return typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;
  },
  z.number({ error: donorMessages.quantityInvalid }).int(donorMessages.quantityInvalid).min(BOOK_COPIES.min, donorMessages.quantityInvalid).max(BOOK_COPIES.max, donorMessages.quantityInvalid),
);

/** What is being paid for: tasks, a custom amount, a campaign or a book. */
export const DonationSelectionSchema = z.object({
  module_code: ModuleCodeSchema,
  task_id: IdListSchema,
  campaign_id: OptionalIdSchema,
  book_id: OptionalIdSchema,
  /** Copies of the book (BOOK only). */
  quantity: CopiesSchema,
  custom_task: FlagSchema,
  custom_task_name: optionalText(200),
  custom_task_amount: RupeesSchema,
  category: optionalText(200),
  /** Beside the spec's fields: the fund (Zakat, Sadaqah…) or a split across funds; neither is General. */
  ...FundChoiceSchema.shape,
});
export type DonationSelection = z.output<typeof DonationSelectionSchema>;

/** Card wizard step 1: the first failure with the field it belongs to, or null. */
export function selectionError(s: DonationSelection): { field: 'task_id' | 'custom_task_amount'; message: string } | null {
  if (s.module_code === 'BOOK') return null;
  if (!s.custom_task) return s.task_id.length ? null : { field: 'task_id', message: donationMessages.selectTask };
  const amount = s.custom_task_amount;
  if (!amount) return { field: 'custom_task_amount', message: donationMessages.customAmountRequired };
  if (s.module_code === 'DONATION' && amount < CUSTOM_DONATION_MIN_RUPEES) {
    return { field: 'custom_task_amount', message: donationMessages.customAmountMin };
  }
  return null;
}

/** Card wizard step 2: the billing address, kept by the browser as `billing_info`. */
export const BillingInfoSchema = z.object({
  firstName: required(donationMessages.firstNameRequired, 100),
  lastName: required(donationMessages.lastNameRequired, 100),
  email: required(donationMessages.emailRequired).regex(EMAIL_PATTERN, donationMessages.emailInvalid),
  streetAddress: required(donationMessages.streetAddressRequired, 300),
  country: required(donationMessages.countryRequired, 100),
  city: required(donationMessages.cityRequired, 100),
  phoneNumber: required(donationMessages.wizardPhoneRequired, 30).regex(WIZARD_PHONE_PATTERN, donationMessages.wizardPhoneFormat),
});
export type BillingInfo = z.output<typeof BillingInfoSchema>;

export const CardOrderSchema = BillingInfoSchema.extend(DonationSelectionSchema.shape).extend({
  total_amount: RupeesSchema,
  policies: FlagSchema.refine((v) => v, donationMessages.policiesRequired).meta({ const: true }),
});

/** POST stripePayment. `amount` is checked against what the server computes, never trusted. */
export const StripePaymentBodySchema = z.object({
  paymentMethodId: z.string().trim().regex(/^pm_[A-Za-z0-9_]{1,200}$/, donationMessages.cardNotProcessed),
  amount: RupeesSchema.pipe(z.number({ error: donationMessages.invalidAmount }).positive(donationMessages.invalidAmount)).meta({ type: 'number', exclusiveMinimum: 0 }),
  currency: z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : 'pkr'), z.literal('pkr')),
  donatation_submit: CardOrderSchema,
}).meta({ required: ['paymentMethodId', 'amount', 'donatation_submit'] }); // the amount is read through a preprocess, which reads as optional
export type StripePaymentBody = z.output<typeof StripePaymentBodySchema>;

/**
 * Every outcome of a card attempt. `requires_action`: finish 3-D Secure with Stripe.js using
 * `client_secret`, then POST stripePayment/confirm with the reference. `pending`: the processor
 * has not answered yet; the donation is settled later and confirmed by e-mail.
 */
export const StripePaymentResponseSchema = z.object({
  success: z.boolean(),
  reference: z.string().optional(),
  error: z.string().optional(),
  requires_action: z.boolean().optional(),
  client_secret: z.string().optional(),
  pending: z.boolean().optional(),
});
export type StripePaymentResponse = z.infer<typeof StripePaymentResponseSchema>;

export const StripeConfirmBodySchema = z.object({ reference: z.string().trim().toUpperCase().regex(REFERENCE_PATTERN) });

/** GET stripe/config: read at run time, so one build serves any Stripe account. */
export const StripeConfigResponseSchema = z.object({ publishable_key: z.string().nullable(), enabled: z.boolean() });
export type StripeConfigResponse = z.infer<typeof StripeConfigResponseSchema>;

/** POST manualPayment answers this on success; on failure 422/413/400 bodies with `message`. */
export const ManualPaymentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  reference: z.string(),
  /** Reads this gift back for its confirmation page (POST /api/donations/confirmation), for a week. */
  confirmation_key: z.string(),
});
export type ManualPaymentResponse = z.infer<typeof ManualPaymentResponseSchema>;
