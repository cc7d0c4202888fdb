import { useState, type FormEvent } from 'react';
import { RegisterFormSchema } from '@foundation/contract/learners';
import { useRegister } from '../api/register';
import { useForm } from '../hooks/use-form';
import { CheckboxField, TextField } from '../../../components/ui/field';
import { PhoneField } from './phone-field';
import { FormError, SubmitButton, SwitchMode } from './form-parts';
import { inLocale } from '@foundation/contract/routes';
import { getLocale } from '../../../lib/locale';
import { localizeMessage } from '../../../lib/localize-message';
import { rich } from '../../../lib/rich';
import { href } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';

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
      <TextField label={m.learn_field_first_name()} autoComplete="given-name" {...form.fields.firstName} />
      <TextField label={m.learn_field_last_name()} autoComplete="family-name" {...form.fields.lastName} />
      <PhoneField label={m.learn_field_phone_number()} {...form.fields.phoneNumber} />
      <TextField label={m.learn_field_email()} type="email" dir="ltr" autoComplete="email" {...form.fields.email} />
      <TextField label={m.learn_field_password()} type="password" autoComplete="new-password" {...form.fields.password} />
      <TextField label={m.learn_field_confirm_password()} type="password" autoComplete="new-password" {...form.fields.c_password} />
      <CheckboxField checked={terms} onChange={setTerms} error={form.errors.terms && localizeMessage(form.errors.terms)} className="sm:col-span-2">
        {rich(m.learn_terms, {
          // A new tab (so a plain link, in the page's language): the form in this one keeps what the learner typed.
          terms: (
            <a href={inLocale(getLocale(), href('terms'))} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-4">
              {m.learn_terms_link()}
              <span className="sr-only"> {m.learn_terms_link_new_tab()}</span>
            </a>
          ),
        })}
      </CheckboxField>
      <div className="grid gap-4 sm:col-span-2">
        <p className="-mt-2 text-xs text-muted">{m.learn_register_hint()}</p>
        <FormError message={form.serverError} />
        <SubmitButton busy={registration.isPending} label={m.learn_register_submit()} />
        <SwitchMode prompt={m.learn_already_registered()} label={m.learn_login()} onClick={onSwitch} />
      </div>
    </form>
  );
}
