import { z } from 'zod';
import { ALL_PAYMENT_METHODS, MODULE_CODES, donationStatuses } from './donation-codes.ts';
import { reviewMessages } from './donation-review-messages.ts';

export * from './donation-review-messages.ts';

export const DonationListQuerySchema = z.object({
  status: z.enum([...donationStatuses, 'all']).default('pending_review'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Matches a reference, phone or e-mail, so staff can find the gift a donor calls about. */
  search: z.string().trim().max(100).default(''),
});
export type DonationListQuery = z.input<typeof DonationListQuerySchema>;
export type DonationListParams = z.output<typeof DonationListQuerySchema>;

const nullableText = z.string().nullable();

export const DonationSummarySchema = z.object({
  id: z.number(),
  reference: z.string(),
  created_at: z.string(),
  status: z.enum(donationStatuses),
  payment_method: z.enum(ALL_PAYMENT_METHODS),
  module_code: z.enum(MODULE_CODES),
  amount: z.number(),
  currency: z.string(),
  donor_name: nullableText,
  phone: z.string(),
  email: nullableText,
  /** What the gift is for: the campaign, the book, or the welfare category. */
  purpose: z.string(),
  has_receipt: z.boolean(),
});
export type DonationSummary = z.infer<typeof DonationSummarySchema>;

export const DonationListResponseSchema = z.object({
  data: z.array(DonationSummarySchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  /** How many donations each status holds, for the filter's badges. */
  counts: z.record(z.string(), z.number()),
});
export type DonationListResponse = z.infer<typeof DonationListResponseSchema>;

export const DonationDetailSchema = DonationSummarySchema.extend({
  items: z.array(z.object({ title: z.string(), amount: z.number() })),
  street_address: nullableText,
  city: nullableText,
  country: nullableText,
  receipt_type: nullableText,
  failure_reason: nullableText,
  reviewed_at: nullableText,
  reviewed_by: nullableText,
  review_note: nullableText,
});
export type DonationDetail = z.infer<typeof DonationDetailSchema>;

export const DonationDetailResponseSchema = z.object({ data: DonationDetailSchema });
export type DonationDetailResponse = z.infer<typeof DonationDetailResponseSchema>;

export const ReviewBodySchema = z
  .object({
    status: z.enum(['verified', 'rejected']),
    note: z.string().trim().max(500, reviewMessages.noteTooLong).default(''),
  })
  .refine((b) => b.status !== 'rejected' || b.note.length > 0, { path: ['note'], message: reviewMessages.noteRequired });
export type ReviewBody = z.input<typeof ReviewBodySchema>;
export type ReviewDecision = z.output<typeof ReviewBodySchema>;

export const ReviewResponseSchema = z.object({ message: z.string(), data: DonationDetailSchema });
export type ReviewResponse = z.infer<typeof ReviewResponseSchema>;
