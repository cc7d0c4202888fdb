// Plain strings and constants in a module of their own: the back office imports them without zod.

/**
 * The money dashboard (GET /api/admin/reports/summary). Every sum is what reached the account:
 * verified receipts (their received amount when finance verified part of a gift) and card
 * payments that succeeded. A gift counts on the day it was given, in Karachi time.
 */
export const REPORT_PERIODS = ['today', 'month', 'year', 'all'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const reportPeriodLabels = {
  today: 'Today',
  month: 'This month',
  year: 'This year',
  all: 'All time',
} as const satisfies Record<ReportPeriod, string>;

export const reportMessages = {
  period: `Use one of: ${REPORT_PERIODS.join(', ')}.`,
  /** Gifts that are neither a campaign's nor a welfare category's (book orders, general gifts). */
  noCategory: 'No category',
} as const;

