import { useState, type FormEvent } from 'react';
import { RegisterFormSchema } from '@foundation/contract/learners';
import { useRegister } from '../api/register';
import { useForm } from '../hooks/use-form';
import { CheckboxField, TextField } from '../../../components/ui/field';
import { PhoneField } from './phone-field';
import { FormError, SubmitButton, SwitchMode } from './form-parts';

const empty = { firstName: '', lastName: '', phoneNumber: '', email: '', password: '', c_password: '' };

/**
 * Register mode of the modal: the spec's fields in its order, real passwords instead of its
 * hidden preset, and the terms box enforced. With a course, the server enrols the learner too.
 */
export function RegisterForm({ courseId, onSuccess, onSwitch }: { courseId?: number; onSuccess: () => void; onSwitch: () => void }) {
  const form = useForm(empty);
  const [terms, setTerms] = useState(false);
  const registration = useRegister();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.check(RegisterFormSchema, { terms })) return;
    const { firstName, lastName, ...rest } = form.values;
    registration.mutate({ name: firstName, lastName, ...rest, course_id: courseId }, form.sessionCallbacks(onSuccess));
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <TextField label="First name" autoComplete="given-name" {...form.field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" {...form.field('lastName')} />
      <PhoneField label="Phone number" {...form.field('phoneNumber')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" {...form.field('password')} />
      <TextField label="Confirm password" type="password" autoComplete="new-password" {...form.field('c_password')} />
      <CheckboxField checked={terms} onChange={setTerms} error={form.errors.terms} className="sm:col-span-2">
        I agree to the terms and conditions, and to the foundation contacting me about my courses.
      </CheckboxField>
      <div className="grid gap-4 sm:col-span-2">
        <p className="-mt-2 text-xs text-muted">Passwords need at least 8 characters. Phone numbers start with + and the country code.</p>
        <FormError message={form.serverError} />
        <SubmitButton busy={registration.isPending} label="Register Your Form" />
        <SwitchMode prompt="Already registered?" label="Login" onClick={onSwitch} />
      </div>
    </form>
  );
}
