import type { HTMLInputAutoCompleteAttribute } from 'react';
import { useCountries } from '../../../countries/api/get-countries';
import type { BillingInfo } from '../../lib/billing-info';
import { phoneChars } from '../../lib/phone';
import type { BillingErrors } from '../../lib/wizard-validation';
import { Field, inputClass } from '../field';

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
        <Field key={f.key} label={f.label} error={errors[f.key]} className={f.wide ? 'sm:col-span-2' : undefined}>
          {(a11y) => <input {...a11y} type={f.type ?? 'text'} autoComplete={f.auto} value={billing[f.key]} onChange={(e) => set(f.key, e.target.value)} className={inputClass} />}
        </Field>
      ))}
      <Field label="Country" error={errors.country}>
        {(a11y) => (
          <select {...a11y} autoComplete="country-name" value={billing.country} onChange={(e) => set('country', e.target.value)} className={inputClass}>
            <option value="">Select your country</option>
            {/* A country typed before the list loaded (or saved earlier) stays selectable. */}
            {billing.country && !countries?.some((c) => c.name === billing.country) && <option value={billing.country}>{billing.country}</option>}
            {countries?.map((c) => (
              <option key={c.id} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="City" error={errors.city}>
        {(a11y) => <input {...a11y} autoComplete="address-level2" value={billing.city} onChange={(e) => set('city', e.target.value)} className={inputClass} />}
      </Field>
      <Field label="Phone" error={errors.phoneNumber} hint="With your country code." className="sm:col-span-2">
        {(a11y) => (
          <input
            {...a11y}
            type="tel"
            autoComplete="tel"
            placeholder="+92XXXXXXXXXX"
            value={billing.phoneNumber}
            onChange={(e) => set('phoneNumber', phoneChars(e.target.value))}
            className={inputClass}
          />
        )}
      </Field>
    </div>
  );
}
