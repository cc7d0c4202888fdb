import { useId, useState, type FormEvent } from 'react';
import { RegisterFormSchema } from '@foundation/contract/customers';
import { startSession } from '../lib/session';
import { useRegister } from '../api/register';
import { lastServerMessage, validate, type FieldErrors } from '../lib/form-errors';
import { Field, PhoneField } from './field';
import { FormError, SubmitButton, SwitchMode } from './form-parts';

const empty = { firstName: '', lastName: '', phoneNumber: '', email: '', password: '', c_password: '' };

/**
 * Register mode of the modal: the spec's fields in its order, real passwords instead of its
 * hidden preset, and the terms box enforced. With a course, the server enrols the learner too.
 */
export function RegisterForm({ courseId, onSuccess, onSwitch }: { courseId?: number; onSuccess: () => void; onSwitch: () => void }) {
  const [values, setValues] = useState(empty);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState('');
  const registration = useRegister();
  const termsErrorId = useId();
  const set = (field: keyof typeof empty) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const invalid = validate(RegisterFormSchema, { ...values, terms });
    setErrors(invalid ?? {});
    if (invalid) return;
    setServerError('');
    const { firstName, lastName, phoneNumber, email, password, c_password } = values;
    registration.mutate(
      { name: firstName, lastName, phoneNumber, email, password, c_password, course_id: courseId },
      {
        onSuccess: ({ token }) => {
          startSession(token);
          onSuccess();
        },
        onError: (error) => setServerError(lastServerMessage(error)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <Field label="First name" autoComplete="given-name" value={values.firstName} onChange={set('firstName')} error={errors.firstName} />
      <Field label="Last name" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} error={errors.lastName} />
      <PhoneField label="Phone number" value={values.phoneNumber} onChange={set('phoneNumber')} error={errors.phoneNumber} />
      <Field label="Email" type="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={values.c_password}
        onChange={set('c_password')}
        error={errors.c_password}
      />
      <div className="sm:col-span-2">
        <label className="flex items-start gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={terms}
            onChange={(e) => setTerms(e.target.checked)}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? termsErrorId : undefined}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span>I agree to the terms and conditions, and to the foundation contacting me about my courses.</span>
        </label>
        {errors.terms && (
          <p id={termsErrorId} className="mt-1 text-sm text-red-700">
            {errors.terms}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:col-span-2">
        <p className="-mt-2 text-xs text-muted">Passwords need at least 8 characters. Phone numbers start with + and the country code.</p>
        <FormError message={serverError} />
        <SubmitButton busy={registration.isPending} label="Register Your Form" />
        <SwitchMode prompt="Already registered?" label="Login" onClick={onSwitch} />
      </div>
    </form>
  );
}
