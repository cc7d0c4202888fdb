import type { HTMLInputAutoCompleteAttribute } from 'react';
import { useCountries } from '../../../../lib/countries';
import type { BillingInfo } from '../../lib/billing-info';
import { digitsWithLeadingPlus } from '../../../../lib/filter-input';
import type { BillingErrors } from '../../lib/wizard-validation';
import { SelectField, TextField } from '../../../../components/ui/field';

type TextKey = Exclude<keyof BillingInfo, 'country' | 'phoneNumber'>;

const textFields: { key: TextKey; label: string; auto: HTMLInputAutoCompleteAttribute; type?: string; wide?: boolean }[] = [
  { key: 'firstName', label: 'First Name', auto: 'given-name' },
  { key: 'lastName', label: 'Last Name', auto: 'family-name' },
  { key: 'email', label: 'Email', auto: 'email', type: 'email', wide: true },
  { key: 'streetAddress', label: 'Street Address', auto: 'street-address', wide: true },
];

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
          label={f.label}
          error={errors[f.key]}
          className={f.wide ? 'sm:col-span-2' : undefined}
          type={f.type ?? 'text'}
          autoComplete={f.auto}
          value={billing[f.key]}
          onChange={(e) => set(f.key, e.target.value)}
        />
      ))}
      <SelectField
        label="Country"
        error={errors.country}
        autoComplete="country-name"
        value={billing.country}
        onChange={(e) => set('country', e.target.value)}
        options={countries?.map((c) => ({ value: c.name, label: c.name }))}
      >
        <option value="">Select your country</option>
        {/* A country typed before the list loaded (or saved earlier) stays selectable. */}
        {billing.country && !countries?.some((c) => c.name === billing.country) && <option value={billing.country}>{billing.country}</option>}
      </SelectField>
      <TextField label="City" error={errors.city} autoComplete="address-level2" value={billing.city} onChange={(e) => set('city', e.target.value)} />
      <TextField
        label="Phone"
        error={errors.phoneNumber}
        hint="With your country code."
        className="sm:col-span-2"
        type="tel"
        autoComplete="tel"
        placeholder="+92XXXXXXXXXX"
        value={billing.phoneNumber}
        filter={digitsWithLeadingPlus}
        onChange={(e) => set('phoneNumber', e.target.value)}
      />
    </div>
  );
}
