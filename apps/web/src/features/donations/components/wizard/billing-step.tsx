import type { HTMLInputAutoCompleteAttribute } from 'react';
import { countryName, useCountries } from '../../../../lib/countries';
import type { BillingInfo } from '../../lib/billing-info';
import { digitsWithLeadingPlus } from '../../../../lib/filter-input';
import type { BillingErrors } from '../../lib/wizard-validation';
import { SelectField, TextField } from '../../../../components/ui/field';
import { m } from '../../../../paraglide/messages.js';

type TextKey = Exclude<keyof BillingInfo, 'country' | 'phoneNumber'>;

/** Labels are message functions, read while rendering (the page's language is known only then). */
const textFields: { key: TextKey; label: () => string; auto: HTMLInputAutoCompleteAttribute; type?: string; wide?: boolean; dir?: 'ltr' }[] = [
  { key: 'firstName', label: m.wizard_first_name, auto: 'given-name' },
  { key: 'lastName', label: m.wizard_last_name, auto: 'family-name' },
  { key: 'email', label: m.wizard_email, auto: 'email', type: 'email', wide: true, dir: 'ltr' },
  { key: 'streetAddress', label: m.wizard_street_address, auto: 'street-address', wide: true },
];

/** The shape of a number with its country code: a sample, the same in every language. */
const PHONE_SAMPLE = '+92XXXXXXXXXX';

interface Props {
  billing: BillingInfo;
  errors: BillingErrors;
  onChange: (billing: BillingInfo) => void;
}

/** Step 2: the billing (and, for a book, delivery) address, kept on this device as billing_info. */
export function BillingStep({ billing, errors, onChange }: Props) {
  const { data: countries } = useCountries();
  const set = (key: keyof BillingInfo, value: string) => onChange({ ...billing, [key]: value });
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      {textFields.map((f) => (
        <TextField
          key={f.key}
          label={f.label()}
          error={errors[f.key]}
          className={f.wide ? 'sm:col-span-2' : undefined}
          type={f.type ?? 'text'}
          dir={f.dir}
          autoComplete={f.auto}
          value={billing[f.key]}
          onChange={(e) => set(f.key, e.target.value)}
        />
      ))}
      <SelectField
        label={m.wizard_country()}
        error={errors.country}
        autoComplete="country-name"
        value={billing.country}
        onChange={(e) => set('country', e.target.value)}
        options={countries?.map((c) => ({ value: c.name, label: countryName(c) }))}
      >
        <option value="">{m.wizard_country_choose()}</option>
        {/* A country typed before the list loaded (or saved earlier) stays selectable. */}
        {billing.country && !countries?.some((c) => c.name === billing.country) && <option value={billing.country}>{billing.country}</option>}
      </SelectField>
      <TextField label={m.wizard_city()} error={errors.city} autoComplete="address-level2" value={billing.city} onChange={(e) => set('city', e.target.value)} />
      <TextField
        label={m.wizard_phone()}
        error={errors.phoneNumber}
        hint={m.wizard_phone_hint()}
        className="sm:col-span-2"
        type="tel"
        dir="ltr"
        autoComplete="tel"
        placeholder={PHONE_SAMPLE}
        value={billing.phoneNumber}
        filter={digitsWithLeadingPlus}
        onChange={(e) => set('phoneNumber', e.target.value)}
      />
    </div>
  );
}
