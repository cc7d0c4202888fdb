import type { Ref } from 'react';
import { donationLimits } from '@foundation/contract/donation-messages';
import { formatPkr } from '../../lib/money';
import { Field, inputClass } from '../field';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  inputRef: Ref<HTMLInputElement>;
  /** Copies of a book order priced by the stepper: the amount is shown, not typed. */
  copies?: number;
}

/** The amount a donor types, or the price of a book order they cannot change here. */
export function AmountField({ label, value, onChange, error, inputRef, copies }: Props) {
  if (copies !== undefined)
    return (
      <Field label={label} hint={copies === 1 ? '1 copy' : `${copies} copies`}>
        {(a11y) => <input {...a11y} readOnly value={formatPkr(Number(value))} className={inputClass} />}
      </Field>
    );
  return (
    <Field label={label} error={error}>
      {(a11y) => (
        <input
          {...a11y}
          ref={inputRef}
          type="number"
          inputMode="decimal"
          min={donationLimits.manualMinAmount}
          step={donationLimits.manualAmountStep}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        />
      )}
    </Field>
  );
}
