import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignResponse } from '@foundation/contract/campaigns';
import { api, noneWhenMissing } from '../../../lib/api-client';

/** The campaign, or null when there is none by this id (ended, taken down, mistyped). */
export const getCampaign = (id: number) => noneWhenMissing(api.get<CampaignResponse>(`getSpecificCampaign/${id}`).then((r) => r.data.campaign_detail));

export const getCampaignQueryOptions = (id: number | null) =>
  queryOptions({ queryKey: ['campaign', id], queryFn: () => getCampaign(id!), enabled: id !== null, staleTime: 60_000 });

/** A campaign's detail with its tasks, for the wizard's first step. */
export const useCampaign = (id: number | null) => useQuery(getCampaignQueryOptions(id));
