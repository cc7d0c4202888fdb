import { z } from 'zod';
import { FUND_CODE_PATTERN, MAX_FUND_LINES, fundMessages } from './fund-messages.ts';

export * from './fund-messages.ts';

/** GET /api/funds: the funds a gift may go to, in the reader's language, with one line each. */
export const PublicFundSchema = z.object({
  code: z.string(),
  name: z.string(),
  explanation: z.string(),
});
export type PublicFund = z.infer<typeof PublicFundSchema>;

export const FundListQuerySchema = z.object({
  /** Only the funds this campaign takes. */
  campaign_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** Only the funds this welfare category (by its English name, as gifts record it) takes. */
  category: z.string().trim().max(200).optional(),
});
export const FundListResponseSchema = z.object({ data: z.array(PublicFundSchema) });
export type FundListResponse = z.infer<typeof FundListResponseSchema>;

/**
 * How a donor splits one gift across funds, beside the spec's fields: `donatation_submit[fund]`
 * names one fund for the whole gift; `donatation_submit[fund_split][<code>]` gives rupees per fund.
 * Neither: the gift is General. Read leniently (multipart sends strings); checked in services/funds/funds.ts.
 */
export const FundChoiceSchema = z.object({
  fund: z.string().trim().toLowerCase().regex(FUND_CODE_PATTERN, fundMessages.unknown).optional(),
  fund_split: z
    .record(z.string().regex(FUND_CODE_PATTERN, fundMessages.unknown), z.coerce.number({ error: fundMessages.splitAmount }).int(fundMessages.splitAmount).positive(fundMessages.splitAmount))
    .refine((r) => Object.keys(r).length <= MAX_FUND_LINES, fundMessages.unknown)
    .optional(),
});
export type FundChoice = z.infer<typeof FundChoiceSchema>;

/** One fund line of a gift, as the confirmation, tracking and staff read it. */
export const GiftFundLineSchema = z.object({ code: z.string(), name: z.string(), amount: z.number() });
export type GiftFundLine = z.infer<typeof GiftFundLineSchema>;

/**
 * GET /api/admin/reports/funds: for each fund, what was received (every gift not refused or failed,
 * still being checked included) and what was verified (receipts checked, cards charged), by the
 * Karachi month and by the Hijri year (Umm al-Qura, moved by the staff-set day offset).
 */
const FundSums = z.object({ received: z.number(), verified: z.number() });
export const FundReportSchema = z.object({
  funds: z.array(z.object({ code: z.string(), name: z.string() })),
  months: z.array(z.object({ month: z.string().describe('yyyy-mm, Karachi time'), fund: z.string() }).extend(FundSums.shape)),
  hijri_years: z.array(z.object({ year: z.number().int(), fund: z.string() }).extend(FundSums.shape)),
  totals: z.array(z.object({ fund: z.string() }).extend(FundSums.shape)),
  hijri_offset_days: z.number().int(),
});
export type FundReport = z.infer<typeof FundReportSchema>;
export const FundReportResponseSchema = z.object({ data: FundReportSchema });
export type FundReportResponse = z.infer<typeof FundReportResponseSchema>;
