import { z } from 'zod';
import { documented } from './documented.ts';
import { ALL_PAYMENT_METHODS, MODULE_CODES, donationStatuses } from './donation-codes.ts';
import { decimalInt, MAX_INT4 } from './common.ts';
import { DUPLICATE_REASONS, filterMessages as fm, reviewMessages } from './donation-review-messages.ts';
import { FUND_CODE_PATTERN } from './fund-messages.ts';

export * from './donation-review-messages.ts';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
/** A day in Karachi, YYYY-MM-DD, that exists on the calendar. */
const day = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: fm.date, abort: true })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), fm.date)
    .meta(documented.day)
    .optional(),
);

/**
 * What narrows the donations list, and the CSV export with it (same names, same meaning). `from`
 * and `to` are days in Karachi, both included; `category` is a welfare category's name as the gift
 * recorded it.
 */
const filterFields = z.object({
  status: z.enum([...donationStatuses, 'all']).default('pending_review'),
  /** Matches a reference, phone or e-mail, so staff can find the gift a donor calls about. */
  search: z.string().trim().max(100).default(''),
  method: z.preprocess(blankToUndefined, z.enum(ALL_PAYMENT_METHODS, { error: fm.method }).optional()),
  category: z.string().trim().max(200, fm.category).default(''),
  campaign_id: z.preprocess(blankToUndefined, decimalInt(1, MAX_INT4, fm.campaign).optional()),
  /** A fund's code: the gifts with a line in that fund (a split gift is in each of its funds). */
  fund: z.preprocess(blankToUndefined, z.string().trim().toLowerCase().max(40, fm.fund).regex(FUND_CODE_PATTERN, fm.fund).optional()),
  from: day,
  to: day,
});
const datesInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

export const DonationFilterSchema = filterFields.refine(datesInOrder, { path: ['from'], message: fm.dateOrder });
export type DonationFilterQuery = z.input<typeof DonationFilterSchema>;
export type DonationFilters = z.output<typeof DonationFilterSchema>;

export const DonationListQuerySchema = filterFields
  .extend({ page: decimalInt(1, 100_000).default(1) })
  .refine(datesInOrder, { path: ['from'], message: fm.dateOrder });
export type DonationListQuery = z.input<typeof DonationListQuerySchema>;
export type DonationListParams = z.output<typeof DonationListQuerySchema>;

/** The choices of the list's campaign and category filters (finance cannot read the content resources). */
export const DonationFilterOptionsSchema = z.object({
  campaigns: z.array(z.object({ id: z.number(), title: z.string() })),
  categories: z.array(z.string()),
  funds: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type DonationFilterOptions = z.infer<typeof DonationFilterOptionsSchema>;

const nullableText = z.string().nullable();

export const DonationSummarySchema = z.object({
  id: z.number(),
  reference: z.string(),
  created_at: z.string(),
  status: z.enum(donationStatuses),
  payment_method: z.enum(ALL_PAYMENT_METHODS),
  module_code: z.enum(MODULE_CODES),
  amount: z.number(),
  /** What reached the account when finance verified less than was pledged; null: the whole amount (or not verified). */
  amount_received: z.number().nullable(),
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
  /** What the filtered gifts (all pages) give each fund, by their fund lines, in rupees pledged. */
  fund_totals: z.array(z.object({ fund: z.string(), name: z.string(), amount: z.number(), gifts: z.number() })),
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
  /** The wallet's or bank's transaction id finance recorded when verifying. */
  transaction_id: nullableText,
  /** Other gifts whose receipt looks like this one: the same file, a picture alike, or the same transaction id. */
  duplicates: z.array(
    z.object({ id: z.number(), reference: z.string(), created_at: z.string(), status: z.enum(donationStatuses), reasons: z.array(z.enum(DUPLICATE_REASONS)) }),
  ),
});
export type DonationDetail = z.infer<typeof DonationDetailSchema>;

export const DonationDetailResponseSchema = z.object({ data: DonationDetailSchema });
export type DonationDetailResponse = z.infer<typeof DonationDetailResponseSchema>;

/** Rupees that reached the account: above 0, at most 2 decimals; the API checks it against the pledge. */
export const ReceivedAmountSchema = z
  .number({ error: reviewMessages.receivedRequired })
  .positive(reviewMessages.receivedPositive)
  .max(MAX_INT4 / 100, reviewMessages.receivedRequired)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, reviewMessages.receivedRequired)
  .meta(documented.rupees);

export const TransactionIdSchema = z.string().trim().max(100, reviewMessages.transactionIdTooLong);

export const ReviewBodySchema = z
  .object({
    status: z.enum(['verified', 'rejected']),
    note: z.string().trim().max(500, reviewMessages.noteTooLong).default(''),
    /** Partial payment: what actually arrived. Absent (or the pledged amount): the whole gift. */
    received_amount: ReceivedAmountSchema.optional(),
    transaction_id: TransactionIdSchema.default(''),
  })
  .refine((b) => b.status !== 'rejected' || b.note.length > 0, { path: ['note'], message: reviewMessages.noteRequired })
  .refine((b) => b.status === 'verified' || b.received_amount === undefined, { path: ['received_amount'], message: reviewMessages.receivedOnlyWhenVerified })
  .meta({
    // A rejection says why, and only a verification names what arrived.
    anyOf: [
      { properties: { status: { const: 'verified' } } },
      { properties: { status: { const: 'rejected' }, note: documented.someText }, required: ['note'], not: { required: ['received_amount'] } },
    ],
  });
export type ReviewBody = z.input<typeof ReviewBodySchema>;
export type ReviewDecision = z.output<typeof ReviewBodySchema>;

export const ReviewResponseSchema = z.object({ message: z.string(), data: DonationDetailSchema });
export type ReviewResponse = z.infer<typeof ReviewResponseSchema>;
