import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminStaffMember } from '@foundation/contract/admin/staff';
import { STAFF_ROLES, STAFF_STATUSES, type StaffStatus } from '@foundation/contract/staff-messages';
import { Alert, cx, ui } from '../../components';
import { SearchBox } from '../../kit/list/search-box';
import { useWide } from '../../kit/ui/use-media-query';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/use-session';
import { InviteDialog } from './invite-dialog';
import { MemberActions, RoleSelect } from './member-actions';
import { useStaffList, type StaffFilters } from './queries';
import { roleLabel, staffWords as w, statusLabel } from './words';

const pick = <T extends string>(value: string | null, options: readonly T[]): T | '' => (options.includes(value as T) ? (value as T) : '');

/** Staff accounts, for admins: invite, change roles, disable or enable, end sessions. */
export function StaffPage() {
  usePageTitle(w.heading);
  const { session } = useSession();
  const [query, setQuery] = useSearchParams();
  const filters: StaffFilters = { q: query.get('q') ?? '', role: pick(query.get('role'), STAFF_ROLES), status: pick(query.get('status'), STAFF_STATUSES) };
  const list = useStaffList(filters);
  const [inviting, setInviting] = useState(false);
  const set = (name: keyof StaffFilters, value: string) =>
    setQuery(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name === 'q' },
    );
  const members = list.data?.data ?? [];
  const me = session?.staff.email.toLowerCase();

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{w.heading}</h1>
        <button type="button" onClick={() => setInviting(true)} className={cx(ui.button, ui.primary)}>
          {w.invite}
        </button>
      </div>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <SearchBox label={w.search} hint={w.searchHint} value={filters.q} onSearch={(q) => set('q', q)} />
        <Choice label="Role" any={w.anyRole} value={filters.role} options={STAFF_ROLES.map((r) => [r, roleLabel(r)])} onChange={(v) => set('role', v)} />
        <Choice label="Status" any={w.anyStatus} value={filters.status} options={STAFF_STATUSES.map((s) => [s, statusLabel[s]])} onChange={(v) => set('status', v)} />
      </div>
      {list.isError && <Alert>{list.error.message}</Alert>}
      {list.isPending && (
        <p role="status" className="text-muted">
          {w.loading}
        </p>
      )}
      {list.data && (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {w.count(list.data.total)}
          </p>
          {members.length === 0 ? (
            <p className="rounded-md border border-dashed border-slate-400 bg-white p-6 text-center">{w.none}</p>
          ) : (
            <Members members={members} me={me} busy={list.isPlaceholderData} />
          )}
        </>
      )}
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
    </div>
  );
}

function Choice({ label, any, value, options, onChange }: { label: string; any: string; value: string; options: [string, string][]; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={cx(ui.input, 'mt-1 w-auto')}>
        <option value="">{any}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

const statusTone: Record<StaffStatus, string> = {
  active: 'border-brand-700 bg-brand-50 text-brand-800',
  invited: 'border-amber-700 bg-amber-50 text-amber-900',
  disabled: 'border-slate-500 bg-slate-100 text-slate-800',
};

function Status({ member }: { member: AdminStaffMember }) {
  return <span className={cx('inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold', statusTone[member.status])}>{statusLabel[member.status]}</span>;
}

/** Sign-in facts, one a line: the second factor, the last sign-in, the devices signed in now. */
function SignInFacts({ member }: { member: AdminStaffMember }) {
  const lines =
    member.status === 'invited'
      ? [w.invitationUntil(member.invitation_expires_at)]
      : [w.twoFactor(member.two_factor), w.lastSignIn(member.last_sign_in_at), ...(member.status === 'active' ? [w.sessions(member.live_sessions)] : [])];
  return (
    <ul className="space-y-0.5 text-sm">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function Name({ member, me }: { member: AdminStaffMember; me?: string }) {
  return (
    <>
      <span className="font-semibold">{member.name}</span>
      {member.email.toLowerCase() === me && <span className="ml-1 text-sm text-muted">({w.you})</span>}
      <span className="block break-all text-sm text-muted">{member.email}</span>
    </>
  );
}

/** A table from 640 px; cards below, so a phone never scrolls sideways. */
function Members({ members, me, busy }: { members: AdminStaffMember[]; me?: string; busy: boolean }) {
  const wide = useWide();
  const self = (m: AdminStaffMember) => m.email.toLowerCase() === me;
  if (!wide) {
    return (
      <ul aria-label={w.heading} aria-busy={busy} className="space-y-2">
        {members.map((m) => (
          <li key={m.id} className="space-y-2 rounded-md border border-slate-300 bg-white p-3">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0">
                <Name member={m} me={me} />
              </p>
              <Status member={m} />
            </div>
            <SignInFacts member={m} />
            <div className="flex flex-wrap items-center gap-2">
              <RoleSelect member={m} self={self(m)} />
            </div>
            <MemberActions member={m} />
          </li>
        ))}
      </ul>
    );
  }
  const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-ink';
  return (
    <div aria-busy={busy} className="overflow-hidden rounded-md border border-slate-300 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{w.heading}</caption>
        <thead className="border-b border-slate-300 bg-brand-50">
          <tr>
            <th scope="col" className={th}>
              Name
            </th>
            <th scope="col" className={th}>
              Role
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={th}>
              Sign-in
            </th>
            <th scope="col" className={th}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {members.map((m) => (
            <tr key={m.id}>
              <th scope="row" className="px-3 py-2 text-left align-top font-normal">
                <Name member={m} me={me} />
              </th>
              <td className="px-3 py-2 align-top">
                <RoleSelect member={m} self={self(m)} />
              </td>
              <td className="px-3 py-2 align-top">
                <Status member={m} />
              </td>
              <td className="px-3 py-2 align-top">
                <SignInFacts member={m} />
              </td>
              <td className="px-3 py-2 align-top">
                <MemberActions member={m} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
