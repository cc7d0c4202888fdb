import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Campaign } from '@foundation/contract/campaigns';
import { api } from '../../../lib/api-client';

export const getCampaigns = () =>
  api.get<{ data?: { campaign_list?: Campaign[] } }>('getCampaigns').then((r) => r.data?.campaign_list ?? []);

export const getCampaignsQueryOptions = () => queryOptions({ queryKey: ['campaigns'], queryFn: getCampaigns });

/** The donate page's campaigns; a failed load leaves the page as it is (spec point 8). */
export const useCampaigns = () => useQuery(getCampaignsQueryOptions());
