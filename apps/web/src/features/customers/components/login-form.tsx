import { useState, type FormEvent } from 'react';
import { LoginBodySchema } from '@foundation/contract/customers';
import { startSession } from '../lib/session';
import { useLogin } from '../api/login';
import { lastServerMessage, validate, type FieldErrors } from '../lib/form-errors';
import { Field } from './field';
import { FormError, SubmitButton, SwitchMode } from './form-parts';

/** Login mode of the modal (and of the /login page): e-mail, password, one error line. */
export function LoginForm({ onSuccess, onSwitch }: { onSuccess: () => void; onSwitch: () => void }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState('');
  const login = useLogin();
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const invalid = validate(LoginBodySchema, values);
    setErrors(invalid ?? {});
    if (invalid) return;
    setServerError('');
    login.mutate(values, {
      onSuccess: ({ token }) => {
        startSession(token);
        onSuccess();
      },
      onError: (error) => setServerError(lastServerMessage(error)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Field label="Email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <FormError message={serverError} />
      <SubmitButton busy={login.isPending} label="Login" />
      <SwitchMode prompt="New to our courses?" label="Register" onClick={onSwitch} />
    </form>
  );
}
