import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsEventsResponse } from '@foundation/contract/news-events';
import { api } from '../../../lib/api-client';

export type NewsEventsData = NewsEventsResponse['data'];

export const getNewsEvents = () => api.get<NewsEventsResponse>('getNewsEvents').then((r) => r.data);

export const getNewsEventsQueryOptions = () => queryOptions({ queryKey: ['news-events'], queryFn: getNewsEvents });

export const useNewsEvents = () => useQuery(getNewsEventsQueryOptions());
