import type { FormEvent } from 'react';
import { LoginBodySchema } from '@foundation/contract/learners';
import { useLogin } from '../api/login';
import { useForm } from '../hooks/use-form';
import { TextField } from '../../../components/ui/field';
import { m } from '../../../paraglide/messages.js';
import { FormError, SubmitButton, SwitchMode } from './form-parts';

/** Login mode of the modal (and of the /login page): e-mail, password, one error line, and a way back for a forgotten password. */
export function LoginForm({ onSuccess, onSwitch, onForgot }: { onSuccess: () => void; onSwitch: () => void; onForgot: () => void }) {
  const form = useForm({ email: '', password: '' });
  const login = useLogin();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.check(LoginBodySchema)) login.mutate(form.values, form.sessionCallbacks(onSuccess));
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField label={m.learn_field_email()} type="email" dir="ltr" autoComplete="email" {...form.fields.email} />
      <div>
        <TextField label={m.learn_field_password()} type="password" autoComplete="current-password" {...form.fields.password} />
        <button type="button" onClick={onForgot} className="mt-1.5 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          {m.learn_forgot_password()}
        </button>
      </div>
      <FormError message={form.serverError} />
      <SubmitButton busy={login.isPending} label={m.learn_login()} />
      <SwitchMode prompt={m.learn_new_to_courses()} label={m.learn_register()} onClick={onSwitch} />
    </form>
  );
}
