import type { Ref } from 'react';
import { donorMessages as d } from '@foundation/contract/donation-messages';
import type { DonorValues } from '../../lib/manual-validation';
import { TextField } from '../../../../components/ui/field';
import { localizeMessage } from '../../../../lib/localize-message';
import { m } from '../../../../paraglide/messages.js';

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
      <legend className="mb-3 font-display text-lg text-brand-800">{m.manual_donor_legend()}</legend>
      <TextField label={m.manual_donor_first_name()} error={errors.firstName} ref={firstNameRef} required autoComplete="given-name" value={value.firstName} onChange={set('firstName')} />
      <TextField label={m.manual_donor_last_name()} autoComplete="family-name" value={value.lastName} onChange={set('lastName')} />
      <TextField
        label={m.manual_donor_email()}
        error={errors.email}
        hint={localizeMessage(d.emailHint)}
        className="sm:col-span-2"
        ref={emailRef}
        type="email"
        dir="ltr"
        autoComplete="email"
        value={value.email}
        onChange={set('email')}
      />
    </fieldset>
  );
}
