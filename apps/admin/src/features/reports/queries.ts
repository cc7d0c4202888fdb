import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportSummary, ReportSummaryResponse } from '@foundation/contract/admin/reports';
import { REPORT_PERIODS, type ReportPeriod } from '@foundation/contract/admin/reports-messages';
import type { FundReport, FundReportResponse } from '@foundation/contract/funds';
import { useSession } from '../../lib/use-session';

/** The breakdowns' period from the address (`?period=month`); this year when absent. */
export function periodFrom(query: URLSearchParams): ReportPeriod {
  const value = query.get('period');
  return (REPORT_PERIODS as readonly string[]).includes(value ?? '') ? (value as ReportPeriod) : 'year';
}

export function useReportSummary(period: ReportPeriod) {
  const { request } = useSession();
  return useQuery<ReportSummary>({
    queryKey: ['report-summary', period],
    queryFn: ({ signal }) => request<ReportSummaryResponse>(`reports/summary?period=${period}`, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/reports/funds: what each fund received and what was verified, by month and Hijri year. */
export function useFundReport() {
  const { request } = useSession();
  return useQuery<FundReport>({
    queryKey: ['report-funds'],
    queryFn: ({ signal }) => request<FundReportResponse>('reports/funds', { signal }).then((r) => r.data),
  });
}
