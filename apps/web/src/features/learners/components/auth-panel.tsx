import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '@foundation/contract/routes';
import { learnerMessages } from '@foundation/contract/learner-messages';
import { localizeMessage } from '../../../lib/localize-message';
import { m } from '../../../paraglide/messages.js';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** The tick of step 2 (decorative: the words below say what happened). */
const TICK = '\u2713';

export type AuthResult = 'login' | 'register';
type Mode = AuthResult | 'forgot';

/** How long step 2 stays before the form resets and closes (spec point 4). */
export const SUCCESS_CLOSE_MS = 2000;

type Props = { courseId?: number; onDone: (result: AuthResult) => void; onGoToCourses?: () => void };

/**
 * The body of the "Course Registration Form": login mode first, register on request, then
 * step 2 with the spec's thanks, and about two seconds later it reports that it is done. From
 * login, "Forgot password?" asks for a reset link instead.
 */
export function AuthPanel({ courseId, onDone, onGoToCourses }: Props) {
  const [mode, setMode] = useState<Mode>('login');
  const [done, setDone] = useState<AuthResult | null>(null);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  // The button that switched mode (or submitted) is gone: put focus where the learner continues.
  const panel = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    panel.current?.querySelector<HTMLElement>('input, [data-autofocus]')?.focus();
  }, [mode, done]);

  useEffect(() => {
    if (!done) return;
    const id = window.setTimeout(() => {
      setMode('login');
      setDone(null);
      onDoneRef.current(done);
    }, SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(id);
  }, [done]);

  return (
    <div ref={panel}>
      {done ? (
        <AuthSuccess result={done} onGoToCourses={onGoToCourses} />
      ) : mode === 'login' ? (
        <LoginForm onSuccess={() => setDone('login')} onSwitch={() => setMode('register')} onForgot={() => setMode('forgot')} />
      ) : mode === 'forgot' ? (
        <ForgotPasswordForm onBack={() => setMode('login')} />
      ) : (
        <RegisterForm courseId={courseId} onSuccess={() => setDone('register')} onSwitch={() => setMode('login')} />
      )}
    </div>
  );
}

function AuthSuccess({ result, onGoToCourses }: { result: AuthResult; onGoToCourses?: () => void }) {
  return (
    <div role="status" className="py-4 text-center">
      <div className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-brand-50 text-3xl text-brand-700" aria-hidden="true">
        {TICK}
      </div>
      {result === 'register' ? (
        <>
          <p className="font-display text-2xl text-brand-800">{localizeMessage(learnerMessages.registered)}</p>
          <blockquote className="mx-auto mt-3 max-w-sm text-muted italic">
            {m.learn_testimonial()}
          </blockquote>
          <Link
            to={paths.courseListing}
            onClick={onGoToCourses}
            data-autofocus
            className="mt-6 inline-block rounded-full bg-gold-500 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-400"
          >
            {m.learn_go_to_courses()}
          </Link>
        </>
      ) : (
        <>
          <p data-autofocus tabIndex={-1} className="font-display text-2xl text-brand-800 outline-none">
            {localizeMessage(learnerMessages.loggedIn)}
          </p>
          <p className="mt-2 text-muted">{m.learn_welcome_back()}</p>
        </>
      )}
    </div>
  );
}
