/**
 * Every message a donor reads on the manual donation form and the card wizard (spec points 5 and 8),
 * spelled once: the web shows them, the API answers with them, the tests import them.
 */
export const manualPaymentMessages = {
  amountInvalid: 'Please enter a valid amount',
  phoneRequired: 'Please enter your phone number',
  phoneFormat: 'Please enter a valid phone number in format +923XXXXXXXXX',
  receiptRequired: 'Please upload a payment receipt file',
  /** Ours: the spec accepts only these types; the donor hears why before anything is sent. */
  receiptType: 'Please upload an image (JPG, PNG, GIF, BMP or WEBP) or a PDF',
  receiptTooLarge: 'The receipt must be 10 MB or smaller',
  /** A BOOK order needs the delivery address the wizard stores; ours, the spec only assumes it. */
  billingMissing: 'Please add your delivery address before ordering',
  submitFailed: 'Payment submission failed',
  /** Ours: shown when a successful answer carries no message of its own. */
  submitted: 'Thank you! Your payment details have been received and will be verified shortly.',
  networkError: 'Network error. Please try again.',
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
  paymentSuccessful: 'Payment successful',
  paymentFailed: 'Payment failed',
  paymentFailedDetail: 'An error occurred while processing the payment',
  /** Ours: said when the server has no Stripe keys (503) or Stripe.js cannot load. */
  cardsUnavailable: 'Card payments are not available right now.',
  processing: 'Processing...',
} as const;

/** Constants of spec point 9 shared by form, wizard and server. */
export const donationLimits = {
  manualMinAmount: 1,
  manualAmountStep: 0.01,
  /** A custom card donation must be at least this many rupees (spec: "greater than 300"; 300 itself passes). */
  customDonationMin: 300,
  receiptMaxBytes: 10 * 1024 * 1024,
  manualRedirectMs: 3000,
  wizardRedirectMs: 5000,
  currency: 'pkr',
} as const;

/** Phone rules of spec point 9. */
export const MANUAL_PHONE_RE = /^\+92\d{10}$/;
export const WIZARD_PHONE_RE = /^\+\d{10,15}$/;
/** The spec's "simple {email} pattern": something@something.tld, no spaces. */
export const SIMPLE_EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const RECEIPT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'pdf'] as const;
export const RECEIPT_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/webp', 'application/pdf'] as const;
