import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ALL_PAYMENT_METHODS, donationStatuses, type DonationStatus } from '@foundation/contract/donation-codes';
import type { DonationDetail, DonationFilterOptions, DonationListResponse } from '@foundation/contract/donation-review';
import { FUND_CODE_PATTERN } from '@foundation/contract/fund-messages';
import { useSession } from '../../lib/use-session';

export type StatusFilter = DonationStatus | 'all';
export type MethodFilter = (typeof ALL_PAYMENT_METHODS)[number] | '';

/** The filters beyond status and search; empty strings are "any". Dates are Karachi days, YYYY-MM-DD. */
export interface MoreFilters {
  method: MethodFilter;
  category: string;
  campaign_id: string;
  /** A fund's code. */
  fund: string;
  from: string;
  to: string;
}

export interface ListParams extends MoreFilters {
  status: StatusFilter;
  page: number;
  search: string;
}

export const MORE_FILTERS = ['method', 'category', 'campaign_id', 'fund', 'from', 'to'] as const satisfies readonly (keyof MoreFilters)[];

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** What the list shows, from the address bar, so reload and Back keep the staff member's place. */
export function paramsFrom(query: URLSearchParams): ListParams {
  const status = query.get('status');
  const page = Number(query.get('page'));
  const method = query.get('method') ?? '';
  const campaign = query.get('campaign_id') ?? '';
  const fund = (query.get('fund') ?? '').trim().toLowerCase();
  const day = (name: string) => {
    const v = query.get(name) ?? '';
    return isDay(v) ? v : '';
  };
  return {
    status: status === 'all' || donationStatuses.includes(status as DonationStatus) ? (status as StatusFilter) : 'pending_review',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: (query.get('search') ?? '').trim(),
    method: (ALL_PAYMENT_METHODS as readonly string[]).includes(method) ? (method as MethodFilter) : '',
    category: (query.get('category') ?? '').trim(),
    campaign_id: /^\d{1,9}$/.test(campaign) ? campaign : '',
    fund: FUND_CODE_PATTERN.test(fund) ? fund : '',
    from: day('from'),
    to: day('to'),
  };
}

/** The filters the API and the CSV export take, without status defaults or paging. */
function filterQuery(p: ListParams): URLSearchParams {
  const q = new URLSearchParams();
  if (p.search) q.set('search', p.search);
  for (const name of MORE_FILTERS) if (p[name]) q.set(name, p[name]);
  return q;
}

/** The address bar for a list: defaults are left out so the plain /admin/ is the review queue. */
export function queryFor(p: ListParams): string {
  const q = new URLSearchParams();
  if (p.status !== 'pending_review') q.set('status', p.status);
  if (p.page > 1) q.set('page', String(p.page));
  for (const [name, value] of filterQuery(p)) q.set(name, value);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** GET /api/admin/donations/export.csv with exactly what the list shows (every page). */
export const exportPath = (p: ListParams) => `donations/export.csv?${new URLSearchParams([['status', p.status], ...filterQuery(p)])}`;

export const hasMoreFilters = (p: ListParams) => MORE_FILTERS.some((name) => p[name] !== '');

export const listKey = ['donations'] as const;
export const detailKey = (id: number) => ['donation', id] as const;

export function useDonationList(p: ListParams) {
  const { request } = useSession();
  const api = new URLSearchParams({ status: p.status, page: String(p.page) });
  for (const [name, value] of filterQuery(p)) api.set(name, value);
  return useQuery({
    queryKey: [...listKey, p.status, p.page, p.search, ...MORE_FILTERS.map((name) => p[name])],
    queryFn: ({ signal }) => request<DonationListResponse>(`donations?${api}`, { signal }),
    // The table stays while the next filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

/** The campaign and category choices: asked for only once the filters are open. */
export function useFilterOptions(enabled: boolean) {
  const { request } = useSession();
  return useQuery({
    queryKey: ['donation-filter-options'],
    queryFn: ({ signal }) => request<DonationFilterOptions>('donations/filter-options', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useDonation(id: number) {
  const { request } = useSession();
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => request<{ data: DonationDetail }>(`donations/${id}`, { signal }).then((r) => r.data),
  });
}
