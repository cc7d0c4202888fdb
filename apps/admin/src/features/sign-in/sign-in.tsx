import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { staffMessages } from '@foundation/contract/staff-messages';
import { isSignInLinkSent, isTwoFactorChallenge, type StaffLoginAnswer, type StaffTwoFactorChallenge } from '@foundation/contract/staff';
import { useSession } from '../../lib/use-session';
import { Alert, cx, ui } from '../../components';
import { ApiError, NetworkError, callJson } from '../../lib/api';
import { CodeStep } from './code-step';
import { Field, focusFirst } from './fields';
import { AuthShell, formCard } from './shell';
import { signInWords } from './words';

type Errors = Partial<Record<'email' | 'password', string>>;

/**
 * Sign-in: e-mail and password, then (two-step sign-in on) the code from the app; or, while strangers
 * are guessing at the account, "check your e-mail" for a sign-in link.
 */
export function SignIn() {
  const { signIn, notice } = useSession();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(notice);
  const [challenge, setChallenge] = useState<StaffTwoFactorChallenge | null>(null);
  const [linkSent, setLinkSent] = useState<string | null>(null);

  if (linkSent) {
    return (
      <CheckYourMail
        message={linkSent}
        onBack={() => {
          setLinkSent(null);
          setBusy(false);
        }}
      />
    );
  }

  if (challenge) {
    return (
      <AuthShell title="Two-step sign-in">
        <CodeStep
          challenge={challenge}
          onSignedIn={signIn}
          onRestart={(why) => {
            setChallenge(null);
            setBusy(false);
            setAlert(why || null);
          }}
        />
      </AuthShell>
    );
  }

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
    if (local.email || local.password) return focusFirst(local, ['email', 'password']);
    setBusy(true);
    try {
      const answer = await callJson<StaffLoginAnswer>('login', { body });
      if (isSignInLinkSent(answer)) setLinkSent(answer.message);
      else if (isTwoFactorChallenge(answer)) setChallenge(answer);
      else signIn(answer);
    } catch (error) {
      const e = error instanceof ApiError || error instanceof NetworkError ? error : new ApiError(0, null);
      const fieldErrors = e instanceof ApiError ? e.fieldErrors : {};
      const fields: Errors = { email: fieldErrors.email?.[0], password: fieldErrors.password?.[0] };
      setErrors(fields);
      if (fields.email || fields.password) focusFirst(fields, ['email', 'password']);
      else setAlert(e.message);
      setBusy(false);
    }
  }

  return (
    <AuthShell title="Sign in">
      <form noValidate onSubmit={submit} aria-labelledby="sign-in-heading" className={formCard}>
        <h2 id="sign-in-heading" className="text-xl font-bold">
          Staff sign in
        </h2>
        {alert && <Alert>{alert}</Alert>}
        <Field name="email" label="Email" type="email" autoComplete="username" error={errors.email} />
        <Field name="password" label="Password" type="password" autoComplete="current-password" error={errors.password} />
        <button type="submit" disabled={busy} className={cx(ui.button, ui.primary, 'w-full')}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
        <ForgotPasswordLink />
      </form>
    </AuthShell>
  );
}

const ForgotPasswordLink = () => (
  <p className="text-center text-sm">
    <Link to="/forgot-password" className={ui.link}>
      {signInWords.forgotPassword}
    </Link>
  </p>
);

/** The same for a right and a wrong password: the server's sentence says which mail to look for. */
function CheckYourMail({ message, onBack }: { message: string; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the person goes on from the news.
  useEffect(() => heading.current?.focus(), []);
  return (
    <AuthShell title={signInWords.checkMailTitle}>
      <div className={formCard}>
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
          {signInWords.checkMailTitle}
        </h2>
        <p role="status">{message}</p>
        <p className="text-sm text-muted">{signInWords.checkMailHint}</p>
        <button type="button" onClick={onBack} className={cx(ui.button, ui.secondary, 'w-full')}>
          {signInWords.backToSignIn}
        </button>
        <ForgotPasswordLink />
      </div>
    </AuthShell>
  );
}
