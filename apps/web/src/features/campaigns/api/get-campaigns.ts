import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignsResponse } from '@foundation/contract/campaigns';
import { api } from '../../../lib/api-client';

export const getCampaigns = () =>
  api.get<Partial<CampaignsResponse> | null>('getCampaigns').then((r) => r?.data?.campaign_list ?? []);

export const getCampaignsQueryOptions = () => queryOptions({ queryKey: ['campaigns'], queryFn: getCampaigns });

/** The donate page's campaigns; a failed load leaves the page as it is (spec point 8). */
export const useCampaigns = () => useQuery(getCampaignsQueryOptions());
