import type { Ref } from 'react';
import { donorMessages as d } from '@foundation/contract/donation-messages';
import type { DonorValues } from '../../lib/manual-validation';
import { TextField } from '../../../../components/ui/field';

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
      <TextField label="First name" error={errors.firstName} ref={firstNameRef} required autoComplete="given-name" value={value.firstName} onChange={set('firstName')} />
      <TextField label="Last name (optional)" autoComplete="family-name" value={value.lastName} onChange={set('lastName')} />
      <TextField label="E-mail" error={errors.email} hint={d.emailHint} className="sm:col-span-2" ref={emailRef} type="email" autoComplete="email" value={value.email} onChange={set('email')} />
    </fieldset>
  );
}
