import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LatestBooksResponse } from '@foundation/contract/books';
import { api } from '../../../lib/api-client';

export const getLatestBooks = () => api.get<LatestBooksResponse>('getLastestBooks').then((r) => r.data.book_list);

export const getLatestBooksQueryOptions = () => queryOptions({ queryKey: ['books', 'latest'], queryFn: getLatestBooks });

/** The newest books for the home page's library slider. */
export const useLatestBooks = () => useQuery(getLatestBooksQueryOptions());
