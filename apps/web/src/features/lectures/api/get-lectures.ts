import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { LecturesResponse } from '@foundation/contract/lectures';
import { api } from '../../../lib/api-client';

export const LECTURES_PER_PAGE = 12;

type Filter = { categoryId: number; search: string };

export const getLectures = ({ categoryId, search }: Filter, page: number, signal?: AbortSignal) =>
  api
    .get<LecturesResponse>(`getLectures/${categoryId}`, { query: { search: search || undefined, page, per_page: LECTURES_PER_PAGE }, signal })
    .then((r) => r.data);

export const getLecturesQueryOptions = (filter: Filter) =>
  infiniteQueryOptions({
    queryKey: ['lectures', filter.categoryId, filter.search],
    queryFn: ({ pageParam, signal }) => getLectures(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination: p }) => (p.page < p.last_page ? p.page + 1 : undefined),
    // The grid keeps the last results while the next filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

/** getLectures/{categoryId}?search=: category 0 is every category. A failed load is only logged (spec point 8). */
export const useLectures = (filter: Filter) => useInfiniteQuery(getLecturesQueryOptions(filter));
