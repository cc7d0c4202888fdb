import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationsResponse } from '@foundation/contract/locations';
import { api } from '../../../lib/api-client';

export const getLocations = () => api.get<LocationsResponse>('getLocations').then((r) => r.data);

export const getLocationsQueryOptions = () => queryOptions({ queryKey: ['locations'], queryFn: getLocations, staleTime: 10 * 60_000 });

/** The centres on the home page's map. */
export const useLocations = () => useQuery(getLocationsQueryOptions());
