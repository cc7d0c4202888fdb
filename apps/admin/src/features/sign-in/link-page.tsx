import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN, staffMessages } from '@foundation/contract/staff-messages';
import { isTwoFactorChallenge, type StaffLoginResponse, type StaffSignIn, type StaffTwoFactorChallenge } from '@foundation/contract/staff';
import { Alert, cx, ui } from '../../components';
import { ApiError, NetworkError, callJson } from '../../lib/api';
import { useSession } from '../../lib/use-session';
import { CodeStep } from './code-step';
import { NewPasswordField } from './fields';
import { AuthShell, formCard } from './shell';

/**
 * The token of an e-mailed link. It comes in the address's fragment (never sent to a server); it is
 * kept in memory and taken out of the address bar at once, so it stays out of the history too.
 */
export function useLinkToken() {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(hash.slice(1)).get('token'));
  useEffect(() => {
    if (hash) void navigate(pathname, { replace: true });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return token;
}

/**
 * What every page an e-mailed link opens shares: its token, whether the link is dead, and the
 * sign-in it ends with, through the code step when the account has two-step sign-in (`codeStep`,
 * the page to show instead while it is asked for).
 */
export function useLinkSignIn() {
  const token = useLinkToken();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(token ? null : staffMessages.tokenRequired);
  const [gone, setGone] = useState(!token);
  const [challenge, setChallenge] = useState<StaffTwoFactorChallenge | null>(null);

  const enter = (session: StaffLoginResponse) => {
    signIn(session);
    void navigate('/', { replace: true });
  };
  /** The link's answer: a session, or the code step first. */
  const signedIn = (answer: StaffSignIn) => (isTwoFactorChallenge(answer) ? setChallenge(answer) : enter(answer));
  const codeStep = challenge && (
    <AuthShell title="Two-step sign-in">
      <CodeStep challenge={challenge} onSignedIn={enter} onRestart={() => void navigate('/', { replace: true })} />
    </AuthShell>
  );
  return { token, busy, setBusy, alert, setAlert, gone, setGone, signedIn, codeStep };
}

const codePoints = (s: string) => [...s].length;

interface LinkPageProps {
  title: string;
  intro: string;
  /** `invitations/accept` or `password-reset/confirm`. */
  path: string;
  submit: string;
  /** What a dead link should lead to. */
  dead: { text: string; to?: string };
}

/** Choosing a password from a one-time link (an invitation or a reset); it ends signed in. */
export function LinkPasswordPage({ title, intro, path, submit: submitText, dead }: LinkPageProps) {
  const { token, busy, setBusy, alert, setAlert, gone, setGone, signedIn, codeStep } = useLinkSignIn();
  const [error, setError] = useState<string>();
  if (codeStep) return codeStep;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    const local = codePoints(password) < STAFF_PASSWORD_MIN ? staffMessages.passwordTooShort : codePoints(password) > STAFF_PASSWORD_MAX ? staffMessages.passwordTooLong : undefined;
    setError(local);
    setAlert(null);
    if (local) return document.getElementById('password')?.focus();
    setBusy(true);
    try {
      signedIn(await callJson<StaffSignIn>(path, { body: { token, password } }));
    } catch (e) {
      setBusy(false);
      const field = e instanceof ApiError ? e.fieldErrors.password?.[0] : undefined;
      if (field) {
        setError(field);
        return document.getElementById('password')?.focus();
      }
      if (e instanceof ApiError && e.status === 410) setGone(true);
      setAlert(e instanceof ApiError || e instanceof NetworkError ? e.message : String(e));
    }
  }

  return (
    <AuthShell title={title}>
      <form noValidate onSubmit={submit} aria-labelledby="link-heading" className={formCard}>
        <h2 id="link-heading" className="text-xl font-bold">
          {title}
        </h2>
        {alert && <Alert>{alert}</Alert>}
        {gone ? (
          dead.to ? (
            <Link to={dead.to} className={ui.link}>
              {dead.text}
            </Link>
          ) : (
            <p className="text-sm">{dead.text}</p>
          )
        ) : (
          <>
            <p className="text-sm">{intro}</p>
            <NewPasswordField error={error} />
            <button type="submit" disabled={busy} className={cx(ui.button, ui.primary, 'w-full')}>
              {busy ? 'Saving...' : submitText}
            </button>
          </>
        )}
      </form>
    </AuthShell>
  );
}
