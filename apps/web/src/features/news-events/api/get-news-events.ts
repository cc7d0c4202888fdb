import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsEvent } from '@foundation/contract/news-events';
import { api } from '../../../lib/api-client';

export type NewsEventsData = { first_news_events: NewsEvent | null; news_events: NewsEvent[] };

export const getNewsEvents = () => api.get<{ data: NewsEventsData }>('getNewsEvents').then((r) => r.data);

export const getNewsEventsQueryOptions = () => queryOptions({ queryKey: ['news-events'], queryFn: getNewsEvents });

export const useNewsEvents = () => useQuery(getNewsEventsQueryOptions());
