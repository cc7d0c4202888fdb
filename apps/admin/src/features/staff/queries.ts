import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminStaffInvite, AdminStaffListResponse, AdminStaffMember, AdminStaffPatch, AdminStaffResponse } from '@foundation/contract/admin/staff';
import type { StaffRole, StaffStatus } from '@foundation/contract/staff-messages';
import { resourceKey } from '../../kit/data';
import { useSession } from '../../lib/use-session';

/** Under the kit's key for `staff`, so every change refreshes the list and each member. */
const key = resourceKey('staff');

export interface StaffFilters {
  q: string;
  role: StaffRole | '';
  status: StaffStatus | '';
}

/** Every member on one page: a foundation's office is dozens of people, not thousands. */
export function useStaffList(filters: StaffFilters) {
  const { request } = useSession();
  const query = new URLSearchParams({ page: '1', per_page: '100', sort: 'name' });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return useQuery({
    queryKey: [...key, 'list', filters],
    queryFn: ({ signal }) => request<AdminStaffListResponse>(`staff?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** What can be done to one member; each answers the member as they now are. */
export type StaffAction = 'disable' | 'enable' | 'invitation' | 'sessions' | 'two-factor';

const actionCall = (action: StaffAction): { method: 'POST' | 'DELETE' } => ({ method: action === 'sessions' || action === 'two-factor' ? 'DELETE' : 'POST' });

export function useStaffChanges() {
  const { request } = useSession();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: key });
  return {
    invite: useMutation({
      mutationFn: (body: AdminStaffInvite) => request<AdminStaffResponse>('staff', { body }).then((r) => r.data),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, patch }: { id: number; patch: AdminStaffPatch }) => request<AdminStaffResponse>(`staff/${id}`, { method: 'PATCH', body: patch }).then((r) => r.data),
      onSettled: refresh,
    }),
    act: useMutation({
      mutationFn: ({ member, action }: { member: AdminStaffMember; action: StaffAction }) =>
        request<AdminStaffResponse>(`staff/${member.id}/${action}`, actionCall(action)).then((r) => r.data),
      onSettled: refresh,
    }),
  };
}
