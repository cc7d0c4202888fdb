import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '../../lib/use-session';
import { resourceKey } from '../data';
import type { ListEnvelope } from '../types';
import { MEDIA_PATH, type MediaItem } from './upload';

export const MEDIA_PAGE = 24;

export function useMediaList(kind: MediaItem['kind'] | '', page: number, q = '') {
  const { request } = useSession();
  const query = new URLSearchParams({ page: String(page), per_page: String(MEDIA_PAGE), sort: '-created_at' });
  if (kind) query.set('kind', kind);
  if (q) query.set('q', q);
  return useQuery({
    queryKey: [...resourceKey(MEDIA_PATH), 'list', kind, page, q],
    queryFn: ({ signal }) => request<ListEnvelope<MediaItem>>(`${MEDIA_PATH}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
