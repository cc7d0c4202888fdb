import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@foundation/contract/settings';
import { api } from '../../../lib/api-client';

export const getCountries = () => api.get<{ data: { country_list: Country[] } }>('getCountries').then((r) => r.data.country_list);

export const getCountriesQueryOptions = () =>
  queryOptions({ queryKey: ['countries'], queryFn: getCountries, staleTime: 60 * 60_000 });

/** The billing step's country list; a failed load is only logged (spec point 8). */
export const useCountries = () => useQuery(getCountriesQueryOptions());
