import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { staffMessages } from '@foundation/contract/staff-messages';
import { isTwoFactorChallenge, type StaffSignIn, type StaffTwoFactorChallenge } from '@foundation/contract/staff';
import { Alert, cx, ui } from '../../components';
import { ApiError, NetworkError, callJson } from '../../lib/api';
import { useSession } from '../../lib/use-session';
import { CodeStep } from './code-step';
import { useLinkToken } from './link-page';
import { AuthShell, formCard } from './shell';
import { signInWords } from './words';

/**
 * The page a sign-in link opens (e-mailed for the right password from a new device while the account
 * was under attack). It waits for a click, so a mail scanner that opens links does not use it up;
 * then a session, or the code step for two-step sign-in.
 */
export function SignInLinkPage() {
  const token = useLinkToken();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(token ? null : staffMessages.tokenRequired);
  const [gone, setGone] = useState(!token);
  const [challenge, setChallenge] = useState<StaffTwoFactorChallenge | null>(null);

  const enter = (session: Parameters<typeof signIn>[0]) => {
    signIn(session);
    void navigate('/', { replace: true });
  };

  if (challenge) {
    return (
      <AuthShell title="Two-step sign-in">
        <CodeStep challenge={challenge} onSignedIn={enter} onRestart={() => void navigate('/', { replace: true })} />
      </AuthShell>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    setBusy(true);
    try {
      const answer = await callJson<StaffSignIn>('sign-in-link', { body: { token } });
      if (isTwoFactorChallenge(answer)) setChallenge(answer);
      else enter(answer);
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
