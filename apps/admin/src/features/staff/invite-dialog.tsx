import { useId, useRef, useState, type FormEvent } from 'react';
import { staffAdminMessages, STAFF_ROLE_HINTS, STAFF_ROLES, type StaffRole } from '@foundation/contract/staff-messages';
import { Alert, cx, ui } from '../../components';
import { errorsOf } from '../../kit/data';
import { Dialog } from '../../kit/ui/dialog';
import { useToast } from '../../kit/ui/toast';
import { ApiError } from '../../lib/api';
import { useStaffChanges } from './queries';
import { roleLabel, staffWords as w } from './words';

type Field = 'email' | 'name' | 'role';

/** Invites someone by e-mail with a name and a role; the API's 422 shows under each field. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { invite } = useStaffChanges();
  const toast = useToast();
  const email = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [role, setRole] = useState<StaffRole>('editor');
  const ids = { email: useId(), name: useId(), role: useId(), hint: useId() };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = { email: String(form.get('email') ?? '').trim(), name: String(form.get('name') ?? '').trim(), role };
    // The API's own words, before the round trip.
    const local: typeof errors = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email)) local.email = staffAdminMessages.emailInvalid;
    if (!body.name) local.name = staffAdminMessages.nameRequired;
    setErrors(local);
    setAlert(null);
    if (Object.keys(local).length) return focus(local);
    invite.mutate(body, {
      onSuccess: (member) => {
        toast(w.invited(member.email));
        onClose();
      },
      onError: (error) => {
        const fields = errorsOf(error) as typeof errors;
        setErrors(fields);
        if (Object.keys(fields).length) focus(fields);
        else setAlert(error instanceof ApiError || error instanceof Error ? error.message : String(error));
      },
    });
  }

  const focus = (found: typeof errors) => document.getElementById(found.email ? ids.email : found.name ? ids.name : ids.role)?.focus();
  const described = (field: Field, extra?: string) => [errors[field] ? `${ids[field]}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;

  return (
    <Dialog title={w.inviteTitle} onClose={onClose} initialFocus={email} busy={invite.isPending}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <p id={ids.hint} className="text-sm text-muted">
          {w.inviteHint}
        </p>
        {alert && <Alert>{alert}</Alert>}
        <div>
          <label htmlFor={ids.email} className={ui.label}>
            Email
          </label>
          <input
            ref={email}
            id={ids.email}
            name="email"
            type="email"
            autoComplete="off"
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={described('email', ids.hint)}
            className={cx(ui.input, 'mt-1')}
          />
          <FieldError id={`${ids.email}-error`} text={errors.email} />
        </div>
        <div>
          <label htmlFor={ids.name} className={ui.label}>
            Name
          </label>
          <input
            id={ids.name}
            name="name"
            autoComplete="off"
            required
            maxLength={100}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={described('name')}
            className={cx(ui.input, 'mt-1')}
          />
          <FieldError id={`${ids.name}-error`} text={errors.name} />
        </div>
        <div>
          <label htmlFor={ids.role} className={ui.label}>
            Role
          </label>
          <select
            id={ids.role}
            value={role}
            onChange={(e) => setRole(e.target.value as StaffRole)}
            aria-describedby={[`${ids.role}-hint`, errors.role ? `${ids.role}-error` : ''].filter(Boolean).join(' ')}
            className={cx(ui.input, 'mt-1')}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </select>
          <p id={`${ids.role}-hint`} className="mt-1 text-sm text-muted">
            {STAFF_ROLE_HINTS[role]}
          </p>
          <FieldError id={`${ids.role}-error`} text={errors.role} />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={cx(ui.button, ui.secondary)} onClick={onClose} disabled={invite.isPending}>
            {w.cancel}
          </button>
          <button type="submit" className={cx(ui.button, ui.primary)} disabled={invite.isPending}>
            {invite.isPending ? w.sending : w.send}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

export function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className={ui.fieldError}>
      {text}
    </p>
  ) : null;
}
