import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { useSession } from '../lib/use-session';
import { apiQuery, type ListParams } from './list/params';
import type { CollectionResource, ListEnvelope, Option, Row, Values } from './types';

/** Every query of one resource starts with its path, so one invalidation refreshes them all. */
export const resourceKey = (path: string) => ['resource', path] as const;
const listKey = (path: string, p: ListParams) => [...resourceKey(path), 'list', p] as const;
export const recordKey = (path: string, id: number | 'singleton') => [...resourceKey(path), 'record', id] as const;
const optionsKey = (source: string, label: string) => [...resourceKey(source), 'options', label] as const;

export function useResourceList(r: CollectionResource, p: ListParams) {
  const { request } = useSession();
  return useQuery({
    queryKey: listKey(r.path, p),
    queryFn: ({ signal }) => request<ListEnvelope>(`${r.path}?${apiQuery(r, p)}`, { signal }),
    // The rows stay while the next page or filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

/** One record: `id` for a collection's, 'singleton' for settings (GET /api/admin/settings). */
export function useRecord(path: string, id: number | 'singleton', enabled = true) {
  const { request } = useSession();
  return useQuery({
    queryKey: recordKey(path, id),
    queryFn: ({ signal }) => request<{ data: Values }>(id === 'singleton' ? path : `${path}/${id}`, { signal }).then((r) => r.data),
    enabled,
    // A form fetched again under the staff member's typing would throw their work away.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The largest page the API gives: a select offers up to this many records of another resource. */
const OPTIONS_PAGE = 100;

/** Another resource's records as options, e.g. book categories for a book's category select; or the given ones. */
export function useOptions(source: string | undefined, label = 'title', given?: Option[]) {
  const { request } = useSession();
  const query = useQuery({
    queryKey: optionsKey(source ?? '', label),
    queryFn: ({ signal }) =>
      request<ListEnvelope>(`${source}?page=1&per_page=${OPTIONS_PAGE}&sort=${encodeURIComponent(label)}`, { signal }).then((r) =>
        r.data.map((row: Row): Option => ({ value: row.id, label: String(row[label] ?? row.id) })),
      ),
    enabled: Boolean(source) && !given,
  });
  // Options written in the declaration are never cached under a key another select could share.
  return given ? { data: given, isPending: false as const, isError: false as const, error: null } : query;
}

/** The 422 errors map as one message a field: the API sends a list per field, the first is read. */
export function errorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors as Record<string, string[] | string>)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (first) out[field] = first;
  }
  return out;
}
