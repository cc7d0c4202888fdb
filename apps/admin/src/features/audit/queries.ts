import { useQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditFilterOptions } from '@foundation/contract/admin/audit';
import { useSession } from '../../lib/use-session';

/** The list itself goes through the kit (its ListPage); these are the entry and the filters' choices. */
const key = ['resource', 'audit'] as const;

export function useAuditEntry(id: number) {
  const { request } = useSession();
  return useQuery({
    queryKey: [...key, 'entry', id],
    queryFn: ({ signal }) => request<{ data: AuditEntry }>(`audit/${id}`, { signal }).then((r) => r.data),
    // An entry never changes: once read, it is what it will always be.
    staleTime: Infinity,
  });
}

export function useAuditFilterOptions() {
  const { request } = useSession();
  return useQuery({
    queryKey: [...key, 'filter-options'],
    queryFn: ({ signal }) => request<{ data: AuditFilterOptions }>('audit/filter-options', { signal }).then((r) => r.data),
  });
}
