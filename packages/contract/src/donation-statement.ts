import { z } from 'zod';
import { documented } from './documented.ts';
import { MAX_INT4 } from './common.ts';
import { CONFIDENCES, MATCH_KINDS, STATEMENT_MAX_CHARS, STATEMENT_MAX_LINES, statementMessages as m } from './donation-statement-messages.ts';
import { ReceivedAmountSchema, TransactionIdSchema } from './donation-review.ts';

export * from './donation-statement-messages.ts';

/** POST /api/admin/donations/statement-matches: the pasted statement, one payment a line. */
export const StatementMatchBodySchema = z.object({
  text: z
    .string({ error: m.empty })
    .max(STATEMENT_MAX_CHARS, m.tooLong)
    .refine((v) => v.trim().length > 0, m.empty)
    .meta(documented.someText)
    .refine((v) => v.split(/\r\n|\r|\n/).length <= STATEMENT_MAX_LINES, m.tooLong),
});
export type StatementMatchBody = z.infer<typeof StatementMatchBodySchema>;

/** One line and the pending receipt it pays for. `amount` is what the line says arrived. */
export const StatementProposalSchema = z.object({
  /** 1-based, as the textarea counts. */
  line: z.number(),
  text: z.string(),
  donation_id: z.number(),
  reference: z.string(),
  donor_name: z.string().nullable(),
  phone: z.string(),
  created_at: z.string(),
  /** What the donor pledged, in rupees. */
  pledged: z.number(),
  /** What the statement shows arrived; less than `pledged` makes it a partial payment. */
  amount: z.number(),
  partial: z.boolean(),
  /** Stored on the gift when verified; null when the line named a phone or a reference. */
  transaction_id: z.string().nullable(),
  matched_by: z.enum(MATCH_KINDS),
  confidence: z.enum(CONFIDENCES),
});
export type StatementProposal = z.infer<typeof StatementProposalSchema>;

export const StatementMatchResponseSchema = z.object({
  data: z.object({
    proposals: z.array(StatementProposalSchema),
    unmatched: z.array(z.object({ line: z.number(), text: z.string(), reason: z.string() })),
  }),
});
export type StatementMatchResponse = z.infer<typeof StatementMatchResponseSchema>;

/** POST /api/admin/donations/bulk-verify: the chosen matches, verified together or not at all. */
export const BulkVerifyBodySchema = z.object({
  matches: z
    .array(
      z.object({
        donation_id: z.number().int().min(1).max(MAX_INT4),
        amount: ReceivedAmountSchema,
        transaction_id: TransactionIdSchema.nullable().default(null),
      }),
      { error: m.noneChosen },
    )
    .min(1, m.noneChosen)
    .max(STATEMENT_MAX_LINES, m.tooMany)
    .refine((all) => new Set(all.map((x) => x.donation_id)).size === all.length, m.chosenTwice),
});
export type BulkVerifyBody = z.input<typeof BulkVerifyBodySchema>;
export type BulkVerifyMatches = z.output<typeof BulkVerifyBodySchema>['matches'];

export const BulkVerifyResponseSchema = z.object({
  message: z.string(),
  data: z.array(z.object({ id: z.number(), reference: z.string(), amount_received: z.number(), partial: z.boolean() })),
});
export type BulkVerifyResponse = z.infer<typeof BulkVerifyResponseSchema>;
