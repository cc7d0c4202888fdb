import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FundListResponse, PublicFund } from '@foundation/contract/funds';
import { api } from '../../../lib/api-client';

export type { PublicFund };

/** Where a gift goes: the funds it may take are the ones its campaign or welfare category takes. */
export interface FundTarget {
  campaignId: number | null;
  category: string | null;
}

function fundsPath({ campaignId, category }: FundTarget) {
  const params = new URLSearchParams();
  if (campaignId) params.set('campaign_id', String(campaignId));
  else if (category) params.set('category', category);
  const query = params.toString();
  return query ? `funds?${query}` : 'funds';
}

export const getFundsQueryOptions = (target: FundTarget) =>
  queryOptions({
    queryKey: ['funds', target.campaignId, target.category],
    queryFn: () => api.get<FundListResponse>(fundsPath(target)).then((r) => r.data),
    staleTime: 5 * 60_000,
  });

export const useFunds = (target: FundTarget) => useQuery(getFundsQueryOptions(target));
