import { useState } from 'react';
import type { MembershipInput } from '@foundation/contract/forms';
import { formMessages } from '@foundation/contract/form-messages';
import { notify } from '../../../lib/toast';
import { countryName, useCountries } from '../../../lib/countries';
import { localizeMessage } from '../../../lib/localize-message';
import { m } from '../../../paraglide/messages.js';
import { saveMembership } from '../api/save-membership';
import { useServerForm } from '../hooks/use-server-form';
import { cnicChars, phoneChars } from '../lib/input-filters';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { FormTypeSwitch, type FormType } from './form-type-switch';
import { SubmitButton } from './submit-button';

/** Every field of the active form, which holds all of the basic one's. */
type Name = Exclude<keyof Extract<MembershipInput, { formType: 'active' }>, 'formType'>;

const genders = () => [
  { value: 'male', label: m.site_gender_male() },
  { value: 'female', label: m.site_gender_female() },
  { value: 'other', label: m.site_gender_other() },
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
    onFieldErrors: (fields) => Object.values(fields).forEach((message) => notify.error(localizeMessage(message))),
    onSaved: () => setFormType('basic'),
  });
  const active = formType === 'active';
  const field = (name: Name, required = true) => ({ name, error: errors[name], required, onChange: () => clearError(name) });
  const f = {
    fullName: field('fullName'),
    fatherName: field('fatherName'),
    email: field('email'),
    mobileNumber: field('mobileNumber'),
    whatsappNumber: field('whatsappNumber', false),
    gender: field('gender'),
    dateOfBirth: field('dateOfBirth'),
    cnicNumber: field('cnicNumber'),
    education: field('education'),
    country: field('country'),
    province: field('province'),
    district: field('district'),
    tehsil: field('tehsil'),
    city: field('city'),
    presentAddress: field('presentAddress'),
    permanentAddress: field('permanentAddress'),
    message: field('message', false),
  };
  const optional = m.site_form_optional();

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={m.site_membership_form_label()} aria-busy={busy} className="mt-5">
      <FormTypeSwitch value={formType} onChange={setFormType} />
      {/* Spec point 9: the fields scroll inside 22rem (basic) or 15rem (active). */}
      <div data-testid="membership-fields" className={`-mx-1 mt-5 overflow-y-auto px-1 pb-1 ${active ? 'max-h-[15rem]' : 'max-h-[22rem]'}`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={m.site_form_full_name()} autoComplete="name" {...f.fullName} />
          {active && <TextField label={m.site_form_father_name()} {...f.fatherName} />}
          <TextField label={m.site_form_email()} type="email" dir="ltr" autoComplete="email" {...f.email} />
          <TextField label={m.site_form_mobile()} type="tel" dir="ltr" inputMode="tel" autoComplete="tel" filter={phoneChars} placeholder="+92 300 1234567" {...f.mobileNumber} />
          {active && <TextField label={m.site_form_whatsapp()} type="tel" dir="ltr" inputMode="tel" filter={phoneChars} hint={optional} {...f.whatsappNumber} />}
          {active && (
            <SelectField label={m.site_form_gender()} defaultValue="" options={genders()} {...f.gender}>
              <option value="" disabled>
                {m.site_form_choose()}
              </option>
            </SelectField>
          )}
          {active && <TextField label={m.site_form_date_of_birth()} type="date" max={today()} autoComplete="bday" {...f.dateOfBirth} />}
          {active && <TextField label={m.site_form_cnic()} dir="ltr" inputMode="numeric" placeholder="35202-1234567-1" filter={cnicChars} {...f.cnicNumber} />}
          {active && <TextField label={m.site_form_education()} placeholder={m.site_form_education_placeholder()} {...f.education} />}
          <SelectField label={m.site_form_country()} defaultValue="" options={countries.map((c) => ({ value: c.id, label: countryName(c) }))} {...f.country}>
            <option value="" disabled>
              {m.site_form_choose_country()}
            </option>
          </SelectField>
          {active && <TextField label={m.site_form_province()} {...f.province} />}
          {active && <TextField label={m.site_form_district()} {...f.district} />}
          {active && <TextField label={m.site_form_tehsil()} {...f.tehsil} />}
          <TextField label={m.site_form_city()} autoComplete="address-level2" {...f.city} />
          {active && <TextAreaField label={m.site_form_present_address()} rows={2} autoComplete="street-address" {...f.presentAddress} />}
          {active && <TextAreaField label={m.site_form_permanent_address()} rows={2} {...f.permanentAddress} />}
          <TextAreaField label={m.site_form_message()} rows={3} hint={optional} className="sm:col-span-2" {...f.message} />
        </div>
        {/* A soft fade at the bottom edge says there is more to scroll to. */}
        <div className="pointer-events-none sticky bottom-0 -mb-1 h-8 bg-gradient-to-t from-white" aria-hidden="true" />
      </div>
      <div className="mt-5">
        <SubmitButton busy={busy}>{m.site_form_submit()}</SubmitButton>
      </div>
    </form>
  );
}
