import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CountriesResponse } from '@foundation/contract/settings';
import { api } from './api-client';

export const getCountries = () => api.get<CountriesResponse>('getCountries').then((r) => r.data.country_list);

/** The list hardly ever changes: fetch it once an hour at most. */
export const getCountriesQueryOptions = () =>
  queryOptions({ queryKey: ['countries'], queryFn: getCountries, staleTime: 60 * 60_000 });

/** The country select of the membership form and of the donation wizard's billing step; a failed load leaves it empty (spec point 8). */
export const useCountries = () => useQuery(getCountriesQueryOptions());
