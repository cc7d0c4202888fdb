import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookResponse } from '@foundation/contract/books';
import { api, noneWhenMissing } from '../../../lib/api-client';

/** The book, or null when there is none by this id. */
export const getBook = (id: number) => noneWhenMissing(api.get<BookResponse>(`getSpecificBook/${id}`).then((r) => r.data.book_detail));

export const getBookQueryOptions = (id: number | null) =>
  queryOptions({ queryKey: ['book', id], queryFn: () => getBook(id!), enabled: id !== null, staleTime: 5 * 60_000 });

/** The book being ordered: its title and hard-copy price. */
export const useBook = (id: number | null) => useQuery(getBookQueryOptions(id));
