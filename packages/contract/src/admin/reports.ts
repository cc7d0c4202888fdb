import { z } from 'zod';
import { ALL_PAYMENT_METHODS, MODULE_CODES } from '../donation-codes.ts';
import { REPORT_PERIODS, reportMessages } from './reports-messages.ts';

export * from './reports-messages.ts';

export const ReportSummaryQuerySchema = z.object({
  /** Which stretch the breakdowns (by method, category, campaign, kind) cover. */
  period: z.enum(REPORT_PERIODS, { error: reportMessages.period }).default('year'),
});
export type ReportSummaryQuery = z.input<typeof ReportSummaryQuerySchema>;

/** A sum in rupees and the number of gifts in it. */
const Figure = z.object({ amount: z.number(), count: z.number() });
export type Figure = z.infer<typeof Figure>;

export const ReportSummarySchema = z.object({
  /** When the figures were read; "today" and "this month" are Karachi's at that moment. */
  generated_at: z.string(),
  time_zone: z.literal('Asia/Karachi'),
  period: z.enum(REPORT_PERIODS),
  totals: z.object({ today: Figure, month: Figure, year: Figure }),
  /** Receipts waiting for review: how many and what they pledge. */
  pending: Figure,
  by_method: z.array(Figure.extend({ method: z.enum(ALL_PAYMENT_METHODS) })),
  by_module: z.array(Figure.extend({ module_code: z.enum(MODULE_CODES) })),
  /** Welfare donations by the category the donor chose. */
  by_category: z.array(Figure.extend({ category: z.string() })),
  by_campaign: z.array(Figure.extend({ campaign_id: z.number(), title: z.string() })),
  /** The last 12 months, oldest first, the current one last; months without gifts are 0. */
  months: z.array(Figure.extend({ month: z.string() })),
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const ReportSummaryResponseSchema = z.object({ data: ReportSummarySchema });
export type ReportSummaryResponse = z.infer<typeof ReportSummaryResponseSchema>;
