import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaylistsResponse } from '@foundation/contract/media';
import { api } from '../../../lib/api-client';

export const getPlaylists = (id: number, signal?: AbortSignal) => api.get<PlaylistsResponse>(`getPlaylists/${id}`, { signal });

export const getPlaylistsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['playlists', id],
    queryFn: ({ signal }) => getPlaylists(id, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/** getPlaylists/{id}: the playlists to choose from and one playlist's videos; 0 is the latest. */
export const usePlaylists = (id: number) => useQuery(getPlaylistsQueryOptions(id));
