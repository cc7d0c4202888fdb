import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Book } from '@foundation/contract/books';
import { api } from '../../../lib/api-client';

export const getLatestBooks = () => api.get<{ data: { book_list: Book[] } }>('getLastestBooks').then((r) => r.data.book_list);

export const getLatestBooksQueryOptions = () => queryOptions({ queryKey: ['books', 'latest'], queryFn: getLatestBooks });

/** The newest books for the home page's library slider. */
export const useLatestBooks = () => useQuery(getLatestBooksQueryOptions());
