import { useState } from 'react';
import type { AdminStaffMember } from '@foundation/contract/admin/staff';
import { STAFF_ROLES, type StaffRole } from '@foundation/contract/staff-messages';
import { cx, ui } from '../../components';
import { ConfirmDialog } from '../../kit/ui/dialog';
import { useToast } from '../../kit/ui/toast';
import { useStaffChanges, type StaffAction } from './queries';
import { roleLabel, staffWords as w } from './words';

/** Each action: its button, and what the confirmation asks and the toast says after. */
const actions: Record<StaffAction, { button: string; title: (name: string) => string; body: string; done: (m: AdminStaffMember) => string; danger?: boolean }> = {
  invitation: { button: w.reinvite, title: w.reinviteTitle, body: w.reinviteBody, done: (m) => w.reinvited(m.email) },
  sessions: { button: w.endSessions, title: w.endTitle, body: w.endBody, done: (m) => w.ended(m.name) },
  'two-factor': { button: w.resetTwoFactor, title: w.resetTwoFactorTitle, body: w.resetTwoFactorBody, done: (m) => w.twoFactorReset(m.name), danger: true },
  disable: { button: w.disable, title: w.disableTitle, body: w.disableBody, done: (m) => w.disabled(m.name), danger: true },
  enable: { button: w.enable, title: w.enableTitle, body: w.enableBody, done: (m) => w.enabled(m.name) },
};

/** What can be done to a member as they stand: an invited one is invited again, a disabled one enabled. */
function available(m: AdminStaffMember): StaffAction[] {
  if (m.status === 'disabled') return ['enable'];
  if (m.status === 'invited') return ['invitation', 'disable'];
  return [...(m.live_sessions > 0 ? (['sessions'] as const) : []), ...(m.two_factor ? (['two-factor'] as const) : []), 'disable'];
}

/** The buttons of one member, each asking first; a refusal (the last admin) shows in the dialog. */
export function MemberActions({ member }: { member: AdminStaffMember }) {
  const { act } = useStaffChanges();
  const toast = useToast();
  const [asking, setAsking] = useState<StaffAction | null>(null);
  const close = () => {
    setAsking(null);
    act.reset();
  };
  const chosen = asking && actions[asking];
  return (
    <div role="group" aria-label={w.actionsFor(member.name)} className="flex flex-wrap gap-2">
      {available(member).map((action) => (
        <button
          key={action}
          type="button"
          onClick={() => setAsking(action)}
          className={cx(ui.button, 'px-3 py-1', actions[action].danger ? 'border border-red-700 bg-white text-red-800 hover:bg-red-50' : ui.secondary)}
        >
          {actions[action].button}
        </button>
      ))}
      {asking && chosen && (
        <ConfirmDialog
          title={chosen.title(member.name)}
          body={chosen.body}
          confirm={chosen.button}
          danger={chosen.danger}
          busy={act.isPending}
          busyText={w.working}
          error={act.error?.message}
          onCancel={close}
          onConfirm={() =>
            act.mutate(
              { member, action: asking },
              {
                onSuccess: (changed) => {
                  toast(chosen.done(changed));
                  close();
                },
              },
            )
          }
        />
      )}
    </div>
  );
}

/** A member's role, changed after a confirmation (it changes what they may open at once). */
export function RoleSelect({ member, self }: { member: AdminStaffMember; self: boolean }) {
  const { update } = useStaffChanges();
  const toast = useToast();
  const [asking, setAsking] = useState<StaffRole | null>(null);
  const close = () => {
    setAsking(null);
    update.reset();
  };
  return (
    <>
      <label className="sr-only" htmlFor={`role-${member.id}`}>
        {w.roleOf(member.name)}
      </label>
      <select
        id={`role-${member.id}`}
        value={member.role}
        disabled={member.status === 'disabled'}
        onChange={(e) => setAsking(e.target.value as StaffRole)}
        className={cx(ui.input, 'w-auto min-w-[9.5rem] py-1')}
      >
        {STAFF_ROLES.map((r) => (
          <option key={r} value={r}>
            {roleLabel(r)}
          </option>
        ))}
      </select>
      {asking && (
        <ConfirmDialog
          title={w.roleTitle(member.name, asking)}
          body={self ? w.roleSelf : ''}
          confirm={w.roleConfirm}
          busy={update.isPending}
          busyText={w.working}
          error={update.error?.message}
          onCancel={close}
          onConfirm={() =>
            update.mutate(
              { id: member.id, patch: { role: asking } },
              {
                onSuccess: (changed) => {
                  toast(w.roleChanged(changed.name, changed.role));
                  close();
                },
              },
            )
          }
        />
      )}
    </>
  );
}
