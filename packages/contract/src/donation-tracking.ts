import { z } from 'zod';
import { normalizePhone } from './learner-messages.ts';
import { REFERENCE_PATTERN } from './donations.ts';
import { ALL_PAYMENT_METHODS, MODULE_CODES, TRACKING_STATUSES } from './donation-codes.ts';
import { trackingMessages as t } from './donation-messages.ts';

export { trackingMessages } from './donation-messages.ts';

const ReferenceSchema = z
  .string({ error: t.referenceRequired })
  .trim()
  .toUpperCase()
  .min(1, { error: t.referenceRequired, abort: true })
  .regex(REFERENCE_PATTERN, t.referenceFormat);

/**
 * Track my donation (POST /api/donations/track) and the donor's receipt PDF
 * (POST /api/donations/track/receipt-pdf): both take the reference and the phone number the gift
 * was given with, and answer the same 404 when either does not match.
 */
export const TrackDonationBodySchema = z.object({
  reference: ReferenceSchema,
  /** Spaces and dashes are ignored, and 03XX… is read as +923XX… (see internationalPhone). */
  phone: z
    .string({ error: t.phoneRequired })
    .trim()
    .min(1, { error: t.phoneRequired, abort: true })
    .max(30, t.phoneFormat)
    .transform(internationalPhone)
    .pipe(z.string().regex(/^\+\d{10,15}$/, t.phoneFormat))
    .meta({ pattern: '^(?:\\+\\d{10,15}|03\\d{9})$' }),
});
export type TrackDonationBody = z.input<typeof TrackDonationBodySchema>;

/**
 * The confirmation page (POST /api/donations/confirmation): the gift just given, by its reference
 * and the confirmation_key its submission answered with. Not counted with tracking's lookups.
 */
export const DonationConfirmationBodySchema = z.object({
  reference: ReferenceSchema,
  key: z.string({ error: t.confirmationExpired }).trim().min(1, t.confirmationExpired).max(1000, t.confirmationExpired),
});
export type DonationConfirmationBody = z.input<typeof DonationConfirmationBodySchema>;

/** `0300 123-4567` and `+92 300 1234567` are the same number: compare digits with the country code. */
export function internationalPhone(raw: string): string {
  const digits = normalizePhone(raw);
  if (/^0\d{10}$/.test(digits)) return `+92${digits.slice(1)}`;
  if (/^00\d+$/.test(digits)) return `+${digits.slice(2)}`;
  return digits;
}

export const TrackedDonationSchema = z.object({
  reference: z.string(),
  status: z.enum(TRACKING_STATUSES),
  /** What the donor declared (or was charged), in rupees. */
  amount: z.number(),
  /** What reached the account when staff verified part of it; null otherwise. */
  amount_received: z.number().nullable(),
  currency: z.string(),
  payment_method: z.enum(ALL_PAYMENT_METHODS),
  module_code: z.enum(MODULE_CODES),
  /** The campaign, the book (with copies), or the welfare category. */
  purpose: z.string(),
  /** The fund the gift is kept in (Zakat, Sadaqah…), or each fund with its amount for a split gift. */
  fund: z.string(),
  campaign_id: z.number().nullable(),
  book_id: z.number().nullable(),
  donor_name: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** The note staff gave the donor when they could not match the payment. */
  rejection_reason: z.string().nullable(),
  /** True once the gift is verified (or the card charged): the receipt PDF can be downloaded. */
  receipt_available: z.boolean(),
});
export type TrackedDonation = z.infer<typeof TrackedDonationSchema>;

export const TrackDonationResponseSchema = z.object({ data: TrackedDonationSchema });
export type TrackDonationResponse = z.infer<typeof TrackDonationResponseSchema>;
