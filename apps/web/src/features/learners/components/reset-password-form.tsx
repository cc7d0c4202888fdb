import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { LearnerResetConfirmBodySchema, learnerMessages } from '@foundation/contract/learners';
import { paths } from '@foundation/contract/routes';
import { useConfirmReset } from '../api/confirm-reset';
import { useForm } from '../hooks/use-form';
import { lastServerMessage, serverFieldErrors } from '../lib/form-errors';
import { startSession } from '../lib/session';
import { ApiError } from '../../../lib/api-client';
import { TextField } from '../../../components/ui/field';
import { localizeMessage } from '../../../lib/localize-message';
import { m } from '../../../paraglide/messages.js';
import { ForgotPasswordForm } from './forgot-password-form';
import { FormError, SubmitButton } from './form-parts';

/**
 * The token of the e-mailed link. It comes in the address's fragment, which no browser sends to a
 * server, so only the browser reads it (undefined until then, as on the server); it is then taken
 * out of the address bar, so it stays out of the history and of any Referer too.
 */
function useLinkToken() {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setToken(new URLSearchParams(window.location.hash.slice(1)).get('token'));
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);
  return token;
}

/**
 * A new password from a reset link, by the spec's rules. It ends every other session and logs the
 * learner in here; a dead link says so and offers a new one at once.
 */
export function ResetPasswordForm() {
  const token = useLinkToken();
  const form = useForm({ password: '', c_password: '' });
  const confirm = useConfirmReset();
  const [done, setDone] = useState('');
  const [gone, setGone] = useState('');
  const next = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (done) next.current?.focus();
  }, [done]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!token || !form.check(LearnerResetConfirmBodySchema, { token })) return;
    confirm.mutate(
      { token, ...form.values },
      {
        onSuccess: (session) => {
          startSession(session.token);
          setDone(session.message);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 410) return setGone(lastServerMessage(error));
          const fields = serverFieldErrors(error);
          if (fields.password || fields.c_password) form.setErrors(fields);
          else form.setServerError(lastServerMessage(error));
        },
      },
    );
  };

  if (done) {
    return (
      <div className="mt-6 grid gap-4">
        <p role="status" className="rounded-xl bg-brand-50 p-4 text-brand-800">
          {localizeMessage(done)}
        </p>
        <Link ref={next} to={paths.courseListing} className="justify-self-start rounded-full bg-gold-500 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-400">
          {m.learn_go_my_courses()}
        </Link>
      </div>
    );
  }

  const dead = gone || (token === null ? learnerMessages.resetLinkIncomplete : '');
  if (dead) {
    return (
      <div className="mt-6 grid gap-6">
        <FormError message={dead} />
        <ForgotPasswordForm />
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-4">
      <p className="text-muted">{m.learn_reset_intro()}</p>
      <TextField label={m.learn_field_new_password()} hint={m.learn_password_hint()} type="password" autoComplete="new-password" {...form.fields.password} />
      <TextField label={m.learn_field_confirm_new_password()} type="password" autoComplete="new-password" {...form.fields.c_password} />
      <FormError message={form.serverError} />
      <SubmitButton busy={confirm.isPending} label={m.learn_reset_submit()} />
    </form>
  );
}
