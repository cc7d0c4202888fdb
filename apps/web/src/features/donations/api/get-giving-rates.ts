import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GivingRates } from '@foundation/contract/giving-rates';
import { api } from '../../../lib/api-client';

export const getGivingRatesQueryOptions = () =>
  queryOptions({ queryKey: ['giving-rates'], queryFn: () => api.get<{ data: GivingRates }>('giving-rates').then((r) => r.data), staleTime: 5 * 60_000 });

/** The season's gold, silver, Fitrana and Fidya rates staff set. */
export const useGivingRates = () => useQuery(getGivingRatesQueryOptions());
