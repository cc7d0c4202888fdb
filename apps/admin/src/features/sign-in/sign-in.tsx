import { useState, type FormEvent } from 'react';
import { staffMessages } from '@foundation/contract/staff-messages';
import type { StaffLoginResponse } from '@foundation/contract/staff';
import { useSession } from '../../lib/use-session';
import { Alert, FOUNDATION_NAME, cx, ui } from '../../components';
import { ApiError, NetworkError, callJson } from '../../lib/api';

type Field = 'email' | 'password';
type Errors = Partial<Record<Field, string>>;

export function SignIn() {
  const { signIn, notice } = useSession();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(notice);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = { email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') };
    // The same messages the server would send, without the round trip.
    const local: Errors = {};
    if (!body.email) local.email = staffMessages.emailRequired;
    if (!body.password) local.password = staffMessages.passwordRequired;
    setErrors(local);
    setAlert(null);
    if (local.email || local.password) return focusFirst(local);
    setBusy(true);
    try {
      signIn(await callJson<StaffLoginResponse>('login', { body }));
    } catch (error) {
      const e = error instanceof ApiError || error instanceof NetworkError ? error : new ApiError(0, null);
      const fieldErrors = e instanceof ApiError ? e.fieldErrors : {};
      const fields: Errors = { email: fieldErrors.email?.[0], password: fieldErrors.password?.[0] };
      setErrors(fields);
      if (fields.email || fields.password) focusFirst(fields);
      else setAlert(e.message);
      setBusy(false);
    }
  }

  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center px-4 py-10">
      <p className="font-display text-lg font-bold text-brand-800">{FOUNDATION_NAME}</p>
      <h1 className="mb-6 text-3xl font-bold text-ink">Back office</h1>
      <form noValidate onSubmit={submit} aria-labelledby="sign-in-heading" className="space-y-4 rounded-lg border border-slate-300 bg-white p-6 shadow-sm">
        <h2 id="sign-in-heading" className="text-xl font-bold">Staff sign in</h2>
        {alert && <Alert>{alert}</Alert>}
        <Input name="email" label="Email" type="email" autoComplete="username" error={errors.email} />
        <Input name="password" label="Password" type="password" autoComplete="current-password" error={errors.password} />
        <button type="submit" disabled={busy} className={cx(ui.button, ui.primary, 'w-full')}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}

const focusFirst = (errors: Errors) => document.getElementById(errors.email ? 'email' : 'password')?.focus();

interface InputProps {
  name: Field;
  label: string;
  type: string;
  autoComplete: string;
  error?: string;
}

function Input({ name, label, type, autoComplete, error }: InputProps) {
  return (
    <div>
      <label htmlFor={name} className={ui.label}>
        {label}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className={cx(ui.input, 'mt-1')}
      />
      {error && (
        <p id={`${name}-error`} className={ui.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
