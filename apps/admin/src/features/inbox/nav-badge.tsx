import { useQuery } from '@tanstack/react-query';
import { ROLES, type StaffRole } from '@foundation/contract/staff-messages';
import { resourceKey } from '../../kit/data';
import type { ListEnvelope } from '../../kit/types';
import { useSession } from '../../lib/use-session';

/**
 * What waits for someone in each inbox list (the list's own filter, so the count is what it shows),
 * and the roles that may open that list: no one asks for a count the API would refuse.
 */
const waiting: Record<string, { filter: string; roles: readonly StaffRole[] }> = {
  'contact-messages': { filter: 'status=new', roles: ROLES.content },
  memberships: { filter: 'status=new', roles: ROLES.content },
  // A paid order nobody has started on.
  'book-orders': { filter: 'fulfilment=paid', roles: ROLES.money },
};

/** Often enough that a message sent while staff work shows up, seldom enough to cost nothing. */
const EVERY_MINUTE = 60_000;

/**
 * The count of new items beside an inbox entry of the navigation, read as part of the link:
 * "Contact messages, 3 new". Under the resource's key, so a change saved there refreshes it.
 */
export function InboxBadge({ path }: { path: string }) {
  const { request, session } = useSession();
  const badge = waiting[path];
  const role = session?.staff.role;
  const count = useQuery({
    queryKey: [...resourceKey(path), 'list', 'waiting'],
    queryFn: ({ signal }) => request<ListEnvelope>(`${path}?${badge!.filter}&per_page=1`, { signal }).then((r) => r.total),
    enabled: badge !== undefined && role !== undefined && badge.roles.includes(role),
    refetchInterval: EVERY_MINUTE,
    staleTime: EVERY_MINUTE / 2,
    retry: false,
  });
  if (!count.data) return null;
  // One text for the ear (", 3 new" after the link's label), the number alone for the eye.
  return (
    <>
      <span className="sr-only">{`, ${count.data} new`}</span>
      <span aria-hidden="true" className="ms-2 inline-block min-w-6 rounded-full bg-gold-500 px-1.5 text-center text-xs font-bold text-ink">
        {count.data}
      </span>
    </>
  );
}
