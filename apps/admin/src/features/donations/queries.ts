import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { donationStatuses, type DonationStatus } from '@foundation/contract/donation-codes';
import type { DonationDetail, DonationListResponse } from '@foundation/contract/donation-review';
import { useSession } from '../../lib/use-session';

export type StatusFilter = DonationStatus | 'all';
export interface ListParams {
  status: StatusFilter;
  page: number;
  search: string;
}

/** What the list shows, from the address bar, so reload and Back keep the staff member's place. */
export function paramsFrom(query: URLSearchParams): ListParams {
  const status = query.get('status');
  const page = Number(query.get('page'));
  return {
    status: status === 'all' || donationStatuses.includes(status as DonationStatus) ? (status as StatusFilter) : 'pending_review',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    search: (query.get('search') ?? '').trim(),
  };
}

/** The address bar for a list: defaults are left out so the plain /admin/ is the review queue. */
export function queryFor(p: ListParams): string {
  const q = new URLSearchParams();
  if (p.status !== 'pending_review') q.set('status', p.status);
  if (p.page > 1) q.set('page', String(p.page));
  if (p.search) q.set('search', p.search);
  const s = q.toString();
  return s ? `?${s}` : '';
}

export const listKey = ['donations'] as const;
export const detailKey = (id: number) => ['donation', id] as const;

export function useDonationList(p: ListParams) {
  const { request } = useSession();
  const api = new URLSearchParams({ status: p.status, page: String(p.page) });
  if (p.search) api.set('search', p.search);
  return useQuery({
    queryKey: [...listKey, p.status, p.page, p.search],
    queryFn: ({ signal }) => request<DonationListResponse>(`donations?${api}`, { signal }),
    // The table stays while the next filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useDonation(id: number) {
  const { request } = useSession();
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => request<{ data: DonationDetail }>(`donations/${id}`, { signal }).then((r) => r.data),
  });
}
