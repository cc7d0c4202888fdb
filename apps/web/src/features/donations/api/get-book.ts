import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookResponse } from '@foundation/contract/books';
import { api } from '../../../lib/api-client';

export const getBook = (id: number) =>
  api.get<BookResponse>(`getSpecificBook/${id}`).then((r) => r.data.book_detail);

export const getBookQueryOptions = (id: number | null) =>
  queryOptions({ queryKey: ['book', id], queryFn: () => getBook(id!), enabled: id !== null, staleTime: 5 * 60_000 });

/** The book being ordered: its title and hard-copy price. */
export const useBook = (id: number | null) => useQuery(getBookQueryOptions(id));
