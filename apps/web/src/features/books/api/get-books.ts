import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { BooksResponse } from '@foundation/contract/books';
import { api } from '../../../lib/api-client';

export type BooksFilter = { search: string; category: number };

export const getBooks = ({ search, category }: BooksFilter, page: number, signal?: AbortSignal) =>
  api
    .get<BooksResponse>('getBooks', { query: { search: search || undefined, filter_category: category, page }, signal })
    .then((r) => r.data);

export const getBooksQueryOptions = (filter: BooksFilter) =>
  infiniteQueryOptions({
    queryKey: ['books', filter],
    queryFn: ({ pageParam, signal }) => getBooks(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) => (pagination.page < pagination.last_page ? pagination.page + 1 : undefined),
  });

/** The library, 24 books a page; while a new filter loads, the old grid stays instead of a blank. */
export const useBooks = (filter: BooksFilter) => useInfiniteQuery({ ...getBooksQueryOptions(filter), placeholderData: keepPreviousData });
