import { useState } from 'react';
import type { MembershipInput } from '@foundation/contract/forms';
import { formMessages } from '@foundation/contract/form-messages';
import { notify } from '../../../lib/toast';
import { useCountries } from '../../../lib/countries';
import { saveMembership } from '../api/save-membership';
import { useServerForm } from '../hooks/use-server-form';
import { cnicChars, phoneChars } from '../lib/input-filters';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { FormTypeSwitch, type FormType } from './form-type-switch';
import { SubmitButton } from './submit-button';

/** Every field of the active form, which holds all of the basic one's. */
type Name = Exclude<keyof Extract<MembershipInput, { formType: 'active' }>, 'formType'>;

const genders = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The footer's membership form (spec points 3-5 and 8): basic or active, one set of inputs so
 * what a person typed survives a switch. A 422 toasts each field's first message, titled
 * "Error", and marks the input; the message also stays under the field.
 */
export default function MembershipForm() {
  const [formType, setFormType] = useState<FormType>('basic');
  const countries = useCountries().data ?? [];
  const { formRef, busy, errors, onSubmit, clearError } = useServerForm<MembershipInput>({
    save: saveMembership,
    savedMessage: formMessages.membershipSaved,
    onFieldErrors: (fields) => Object.values(fields).forEach((message) => notify.error(message)),
    onSaved: () => setFormType('basic'),
  });
  const active = formType === 'active';
  const field = (name: Name, required = true) => ({ name, error: errors[name], required, onChange: () => clearError(name) });
  const optional = 'Optional';

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Membership form" aria-busy={busy} className="mt-5">
      <FormTypeSwitch value={formType} onChange={setFormType} />
      {/* Spec point 9: the fields scroll inside 22rem (basic) or 15rem (active). */}
      <div data-testid="membership-fields" className={`-mx-1 mt-5 overflow-y-auto px-1 pb-1 ${active ? 'max-h-[15rem]' : 'max-h-[22rem]'}`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Full name" autoComplete="name" {...field('fullName')} />
          {active && <TextField label="Father's name" {...field('fatherName')} />}
          <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
          <TextField label="Mobile number" type="tel" inputMode="tel" autoComplete="tel" filter={phoneChars} placeholder="+92 300 1234567" {...field('mobileNumber')} />
          {active && <TextField label="WhatsApp number" type="tel" inputMode="tel" filter={phoneChars} hint={optional} {...field('whatsappNumber', false)} />}
          {active && (
            <SelectField label="Gender" defaultValue="" options={genders} {...field('gender')}>
              <option value="" disabled>
                Choose…
              </option>
            </SelectField>
          )}
          {active && <TextField label="Date of birth" type="date" max={today()} autoComplete="bday" {...field('dateOfBirth')} />}
          {active && <TextField label="CNIC number" inputMode="numeric" placeholder="35202-1234567-1" filter={cnicChars} {...field('cnicNumber')} />}
          {active && <TextField label="Education" placeholder="e.g. BA, Matric, Dars-e-Nizami" {...field('education')} />}
          <SelectField label="Country" defaultValue="" options={countries.map((c) => ({ value: c.id, label: c.name }))} {...field('country')}>
            <option value="" disabled>
              Choose your country
            </option>
          </SelectField>
          {active && <TextField label="Province" {...field('province')} />}
          {active && <TextField label="District" {...field('district')} />}
          {active && <TextField label="Tehsil" {...field('tehsil')} />}
          <TextField label="City" autoComplete="address-level2" {...field('city')} />
          {active && <TextAreaField label="Present address" rows={2} autoComplete="street-address" {...field('presentAddress')} />}
          {active && <TextAreaField label="Permanent address" rows={2} {...field('permanentAddress')} />}
          <TextAreaField label="Message" rows={3} hint={optional} className="sm:col-span-2" {...field('message', false)} />
        </div>
        {/* A soft fade at the bottom edge says there is more to scroll to. */}
        <div className="pointer-events-none sticky bottom-0 -mb-1 h-8 bg-gradient-to-t from-white" aria-hidden="true" />
      </div>
      <div className="mt-5">
        <SubmitButton busy={busy}>Submit</SubmitButton>
      </div>
    </form>
  );
}
