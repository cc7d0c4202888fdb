import type { Ref } from 'react';
import { donorMessages as d } from '@foundation/contract/donation-messages';
import type { DonorValues } from '../../lib/manual-validation';
import { Field, inputClass } from '../field';

interface Props {
  value: DonorValues;
  onChange: (value: DonorValues) => void;
  errors: Partial<Record<'firstName' | 'email', string>>;
  firstNameRef: Ref<HTMLInputElement>;
  emailRef: Ref<HTMLInputElement>;
}

/** Who is giving: a name to thank, and an optional e-mail for the receipt once it is verified. */
export function DonorFields({ value, onChange, errors, firstNameRef, emailRef }: Props) {
  const set = (key: keyof DonorValues) => (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...value, [key]: e.target.value });
  return (
    <fieldset className="grid grid-cols-1 gap-5 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-3 font-display text-lg text-brand-800">Your details</legend>
      <Field label="First name" error={errors.firstName}>
        {(a11y) => <input {...a11y} ref={firstNameRef} required autoComplete="given-name" value={value.firstName} onChange={set('firstName')} className={inputClass} />}
      </Field>
      <Field label="Last name (optional)">
        {(a11y) => <input {...a11y} autoComplete="family-name" value={value.lastName} onChange={set('lastName')} className={inputClass} />}
      </Field>
      <Field label="E-mail" error={errors.email} hint={d.emailHint} className="sm:col-span-2">
        {(a11y) => <input {...a11y} ref={emailRef} type="email" autoComplete="email" value={value.email} onChange={set('email')} className={inputClass} />}
      </Field>
    </fieldset>
  );
}
