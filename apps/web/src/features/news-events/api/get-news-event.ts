import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsEventResponse } from '@foundation/contract/news-events';
import { api, noneWhenMissing } from '../../../lib/api-client';

/** The item, or null when there is none by this id. */
export const getNewsEvent = (id: number) => noneWhenMissing(api.get<NewsEventResponse>(`getSpecificNewsEvent/${id}`).then((r) => r.data.news_event));

export const getNewsEventQueryOptions = (id: number) => queryOptions({ queryKey: ['news-events', id], queryFn: () => getNewsEvent(id) });

/** One news item or event; `null` (an id that cannot exist) asks nothing. */
export const useNewsEvent = (id: number | null) => useQuery({ ...getNewsEventQueryOptions(id ?? 0), enabled: id !== null });
