import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LearnerResetRequestBodySchema } from '@foundation/contract/learners';
import { useRequestReset } from '../api/request-reset';
import { useForm } from '../hooks/use-form';
import { lastServerMessage } from '../lib/form-errors';
import { TextField } from '../../../components/ui/field';
import { getLocale } from '../../../lib/locale';
import { localizeMessage } from '../../../lib/localize-message';
import { m } from '../../../paraglide/messages.js';
import { FormError, SubmitButton, SwitchMode } from './form-parts';

/**
 * "Forgot password?": asks for a reset link, e-mailed in this page's language. The server answers
 * the same for any address, and so does this form.
 */
export function ForgotPasswordForm({ onBack }: { onBack?: () => void }) {
  const form = useForm({ email: '' });
  const reset = useRequestReset();
  const [sent, setSent] = useState('');
  const leadId = useId();
  const news = useRef<HTMLParagraphElement>(null);
  // The form is gone: the news is where the learner goes on.
  useEffect(() => {
    if (sent) news.current?.focus();
  }, [sent]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.check(LearnerResetRequestBodySchema)) return;
    reset.mutate({ email: form.values.email, lang: getLocale() }, { onSuccess: ({ message }) => setSent(message), onError: (error) => form.setServerError(lastServerMessage(error)) });
  };

  if (sent) {
    return (
      <div className="grid gap-4">
        <p role="status" ref={news} tabIndex={-1} className="rounded-xl bg-brand-50 p-4 text-brand-800 outline-none">
          {localizeMessage(sent)}
        </p>
        {onBack && <SwitchMode prompt="" label={m.learn_back_to_login()} onClick={onBack} />}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={leadId} className="grid gap-4">
      <div>
        <p id={leadId} className="text-lg font-semibold text-brand-800">
          {m.learn_forgot_title()}
        </p>
        <p className="mt-1 text-sm text-muted">{m.learn_forgot_intro()}</p>
      </div>
      <TextField label={m.learn_field_email()} type="email" dir="ltr" autoComplete="email" {...form.fields.email} />
      <FormError message={form.serverError} />
      <SubmitButton busy={reset.isPending} label={m.learn_forgot_submit()} />
      {onBack && <SwitchMode prompt="" label={m.learn_back_to_login()} onClick={onBack} />}
    </form>
  );
}
