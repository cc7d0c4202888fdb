import type { FormEvent } from 'react';
import { LoginBodySchema } from '@foundation/contract/learners';
import { useLogin } from '../api/login';
import { useForm } from '../hooks/use-form';
import { TextField } from '../../../components/ui/field';
import { FormError, SubmitButton, SwitchMode } from './form-parts';

/** Login mode of the modal (and of the /login page): e-mail, password, one error line. */
export function LoginForm({ onSuccess, onSwitch }: { onSuccess: () => void; onSwitch: () => void }) {
  const form = useForm({ email: '', password: '' });
  const login = useLogin();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form.check(LoginBodySchema)) login.mutate(form.values, form.sessionCallbacks(onSuccess));
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
      <FormError message={form.serverError} />
      <SubmitButton busy={login.isPending} label="Login" />
      <SwitchMode prompt="New to our courses?" label="Register" onClick={onSwitch} />
    </form>
  );
}
