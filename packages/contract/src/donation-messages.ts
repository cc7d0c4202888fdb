/**
 * What the donation pages say (spec points 5, 8 and 9), grouped by the form that says it.
 *
 * Free of zod on purpose: the donation pages import this file, and importing donations.ts (the API's
 * schemas) would put zod (about 80 kB) into both pages. donations.ts takes its words and patterns from
 * here, so the browser and the server can never say different things.
 */
import type { ModuleCode } from './donation-codes.ts';
import { messages } from './messages.ts';

/** Constants of spec point 9 the donation pages use. */
export const donationLimits = {
  manualMinAmount: 1,
  manualAmountStep: 0.01,
  /** The largest gift taken in one go, 10 million rupees: far inside the integer paisa column. */
  maxAmount: 10_000_000,
  /** A custom card donation must be at least this many rupees (spec: "greater than 300"; 300 itself passes). */
  customDonationMin: 300,
  receiptMaxBytes: 10 * 1_048_576,
  manualRedirectMs: 3000,
  wizardRedirectMs: 5000,
  currency: 'pkr',
} as const;

export const receiptTooLargeMessage = (limitBytes: number) => `The receipt file must be ${Math.floor(limitBytes / 1_048_576)} MB or smaller.`;

export const manualPaymentMessages = {
  amountInvalid: 'Please enter a valid amount',
  phoneRequired: 'Please enter your phone number',
  phoneFormat: 'Please enter a valid phone number in format +923XXXXXXXXX',
  receiptRequired: 'Please upload a payment receipt file',
  receiptType: 'The receipt must be an image (JPG, PNG, GIF, BMP or WEBP) or a PDF file.',
  receiptUnreadable: 'The receipt file is damaged or incomplete and cannot be opened. Please upload the original picture or PDF again.',
  receiptTooLarge: receiptTooLargeMessage(donationLimits.receiptMaxBytes),
  /** A BOOK order needs the delivery address the wizard stores; the spec only assumes it is there. */
  billingMissing: 'Please add your delivery address before ordering',
  submitFailed: 'Payment submission failed',
  /** Shown when a successful answer carries no message of its own. */
  submitted: 'Thank you! Your payment details have been received and will be verified shortly.',
  networkError: messages.networkError,
  serverError: (status: number, body: string) => `Server Error (${status}): ${body}`,
  processing: 'Processing...',
} as const;

export const wizardMessages = {
  taskRequired: 'Please select a task',
  customAmountRequired: 'Please enter a custom amount',
  customAmountMin: 'Please enter a amount greater than 300',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  streetAddressRequired: 'Street Address is required',
  countryRequired: 'Country is required',
  cityRequired: 'City is required',
  phoneRequired: 'Please enter a phone number.',
  /** The spec's intended rule (its original assigned it to an undefined variable): we show it. */
  phoneFormat: 'Please enter a valid phone number with country code (e.g., +12345678901).',
  /** Step 3: Next is hidden until the box is ticked (spec point 5); this line says why. */
  policiesRequired: 'Tick the box to continue to payment',
  paymentSuccessful: 'Payment successful',
  paymentFailed: 'Payment failed',
  paymentFailedDetail: 'An error occurred while processing the payment',
  /** Said when the server has no Stripe keys (503) or Stripe.js cannot load. */
  cardsUnavailable: 'Card payments are not available right now. Please use a mobile wallet or bank transfer.',
  /** The processor has not answered yet: not a failure, and not yet a success. */
  paymentPending: 'We are confirming your payment',
  processing: 'Processing...',
} as const;

/** Who is giving: asked on the manual form beside the spec's fields, so the donor hears back. */
export const donorMessages = {
  /** The wizard's own words, so both forms say the same. */
  firstNameRequired: wizardMessages.firstNameRequired,
  emailInvalid: wizardMessages.emailInvalid,
  emailHint: 'Optional: to receive your receipt',
  /** The declared amount and what it pays for disagree: refused rather than stored with both. */
  amountMismatch: 'The amount does not match the total of what you chose. Please check the amount and try again.',
  bookAmountMismatch: "The amount must be the book's price times the number of copies.",
  quantityInvalid: 'Please choose between 1 and 20 copies.',
} as const;

/** A hard-copy order takes 1 to 20 copies of one book. */
export const BOOK_COPIES = { min: 1, max: 20 } as const;

/** Track my donation: a reference and the phone number it was given with, both needed. */
export const trackingMessages = {
  referenceRequired: 'Please enter your donation reference',
  referenceFormat: 'A reference looks like FD-7K3M9QXA',
  phoneRequired: manualPaymentMessages.phoneRequired,
  phoneFormat: 'Please enter the phone number you gave with your donation, e.g. +923001234567',
  /** The same words whether the reference is unknown or the phone does not match: nothing leaks. */
  notFound: 'We found no donation with this reference and phone number. Please check both and try again.',
  receiptNotReady: 'A receipt is available once your donation is verified.',
  /** The confirmation page's key did not open (another site's, altered, or more than a week old). */
  confirmationExpired: 'This confirmation no longer shows the donation. Track it with its reference and the phone number you gave.',
} as const;

/** Manual form: +92 and exactly 10 digits. Wizard: a plus sign and 10 to 15 digits. */
export const MANUAL_PHONE_PATTERN = /^\+92\d{10}$/;
export const WIZARD_PHONE_PATTERN = /^\+\d{10,15}$/;
/** The spec's "simple {email} pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Receipt types the server accepts (it checks the bytes; this is for the file picker). */
export const RECEIPT_ACCEPT = 'image/jpeg,image/png,image/gif,image/bmp,image/webp,application/pdf,.jpg,.jpeg,.png,.gif,.bmp,.webp,.pdf';

/** The manual form's answer once a gift or a book order is stored, with its reference. */
export const manualSubmittedMessage = (reference: string, moduleCode: ModuleCode) =>
  moduleCode === 'BOOK'
    ? `Thank you! Your book order has been received. Your reference is ${reference}. We will check your payment and send your book.`
    : `Thank you! Your payment receipt has been received. Your reference is ${reference}. We will verify your payment shortly.`;
