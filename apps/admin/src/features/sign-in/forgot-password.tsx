import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { staffMessages } from '@foundation/contract/staff-messages';
import type { MessageResponse } from '@foundation/contract/common';
import { Alert, cx, ui } from '../../components';
import { ApiError, NetworkError, callJson } from '../../lib/api';
import { Field } from './fields';
import { AuthShell, formCard } from './shell';

/** Asks for a reset link by e-mail. The answer is the same for any address, so it reveals no account. */
export function ForgotPasswordPage() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setError(email ? undefined : staffMessages.emailRequired);
    setAlert(null);
    if (!email) return document.getElementById('email')?.focus();
    setBusy(true);
    try {
      setSent((await callJson<MessageResponse>('password-reset', { body: { email } })).message);
    } catch (e) {
      const field = e instanceof ApiError ? e.fieldErrors.email?.[0] : undefined;
      if (field) setError(field);
      else setAlert(e instanceof ApiError || e instanceof NetworkError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthShell title="Forgot your password?">
      <div className={formCard}>
        <h2 className="text-xl font-bold">Forgot your password?</h2>
        {sent ? (
          <p role="status">{sent}</p>
        ) : (
          <form noValidate onSubmit={submit} className="space-y-4">
            <p className="text-sm">Enter the e-mail address of your staff account. We will send it a link to choose a new password.</p>
            {alert && <Alert>{alert}</Alert>}
            <Field name="email" label="Email" type="email" autoComplete="username" error={error} />
            <button type="submit" disabled={busy} className={cx(ui.button, ui.primary, 'w-full')}>
              {busy ? 'Sending...' : 'Send me a link'}
            </button>
          </form>
        )}
        <p className="text-center text-sm">
          <Link to="/" className={ui.link}>
            Back to sign in
          </Link>
        </p>
      </div>
    </AuthShell>
  );
}
