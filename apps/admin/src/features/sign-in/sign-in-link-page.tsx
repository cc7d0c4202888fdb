import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { StaffSignIn } from '@foundation/contract/staff';
import { Alert, cx, ui } from '../../components';
import { ApiError, NetworkError, callJson } from '../../lib/api';
import { useLinkSignIn } from './link-page';
import { AuthShell, formCard } from './shell';
import { signInWords } from './words';

/**
 * The page a sign-in link opens (e-mailed for the right password from a new device while the account
 * was under attack). It waits for a click, so a mail scanner that opens links does not use it up;
 * then a session, or the code step for two-step sign-in.
 */
export function SignInLinkPage() {
  const { token, busy, setBusy, alert, setAlert, gone, setGone, signedIn, codeStep } = useLinkSignIn();
  if (codeStep) return codeStep;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    setBusy(true);
    try {
      signedIn(await callJson<StaffSignIn>('sign-in-link', { body: { token } }));
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError && (e.status === 410 || e.status === 422)) setGone(true);
      setAlert(e instanceof ApiError || e instanceof NetworkError ? e.message : String(e));
    }
  }

  return (
    <AuthShell title={signInWords.linkTitle}>
      <form noValidate onSubmit={submit} aria-labelledby="link-heading" className={formCard}>
        <h2 id="link-heading" className="text-xl font-bold">
          {signInWords.linkTitle}
        </h2>
        {alert && <Alert>{alert}</Alert>}
        {gone ? (
          <Link to="/" className={ui.link}>
            {signInWords.backToSignIn}
          </Link>
        ) : (
          <>
            <p className="text-sm">{signInWords.linkIntro}</p>
            <button type="submit" disabled={busy} className={cx(ui.button, ui.primary, 'w-full')}>
              {busy ? signInWords.linkBusy : signInWords.linkSubmit}
            </button>
          </>
        )}
      </form>
    </AuthShell>
  );
}
