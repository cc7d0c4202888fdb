import { useEffect, useRef, useState, type FormEvent } from 'react';
import { staffMessages } from '@foundation/contract/staff-messages';
import type { StaffLoginResponse, StaffTwoFactorChallenge } from '@foundation/contract/staff';
import { Alert, cx, ui } from '../../components';
import { ApiError, NetworkError, callJson } from '../../lib/api';
import { Field } from './fields';
import { formCard } from './shell';

/**
 * The second step of sign-in, for an account with two-step sign-in: the 6-digit code from the app,
 * sent with the challenge the password step gave. A challenge past its 5 minutes starts again.
 */
export function CodeStep({ challenge, onSignedIn, onRestart }: { challenge: StaffTwoFactorChallenge; onSignedIn: (session: StaffLoginResponse) => void; onRestart: (notice: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // The password form is gone: the code is where the person goes on.
  useEffect(() => document.getElementById('code')?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    const local = !code ? staffMessages.codeRequired : /^\d{6}$/.test(code) ? undefined : staffMessages.codeInvalid;
    setError(local);
    setAlert(null);
    if (local) return document.getElementById('code')?.focus();
    setBusy(true);
    try {
      onSignedIn(await callJson<StaffLoginResponse>('login/two-factor', { body: { challenge: challenge.challenge, code } }));
    } catch (e) {
      setBusy(false);
      const message = e instanceof ApiError || e instanceof NetworkError ? e.message : String(e);
      if (e instanceof ApiError && message === staffMessages.challengeExpired) return onRestart(message);
      if (e instanceof ApiError && (e.status === 401 || e.fieldErrors.code)) {
        setError(e.fieldErrors.code?.[0] ?? message);
        // A wrong code is typed again from scratch: the app shows a new one every 30 s.
        const input = form.current?.elements.namedItem('code') as HTMLInputElement | null;
        if (input) input.value = '';
        return input?.focus();
      }
      setAlert(message);
    }
  }

  return (
    <form ref={form} noValidate onSubmit={submit} aria-labelledby="code-heading" className={formCard}>
      <h2 id="code-heading" className="text-xl font-bold">
        Two-step sign-in
      </h2>
      <p className="text-sm">Open your authenticator app and enter the 6-digit code it shows for the back office.</p>
      {alert && <Alert>{alert}</Alert>}
      <Field name="code" label="Code" inputMode="numeric" autoComplete="one-time-code" maxLength={8} error={error} />
      <button type="submit" disabled={busy} className={cx(ui.button, ui.primary, 'w-full')}>
        {busy ? 'Checking...' : 'Sign in'}
      </button>
      <button type="button" onClick={() => onRestart('')} className={cx(ui.link, 'text-sm')}>
        Start again with your password
      </button>
    </form>
  );
}
