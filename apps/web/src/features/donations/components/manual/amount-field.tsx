import type { Ref } from 'react';
import { donationLimits } from '@foundation/contract/donation-messages';
import { donationPageMoney, formatMoney } from '@foundation/contract/money';
import { TextField } from '../../../../components/ui/field';

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
  if (copies !== undefined) return <TextField label={label} hint={copies === 1 ? '1 copy' : `${copies} copies`} readOnly value={formatMoney(Number(value), donationPageMoney)} />;
  const limits = { min: donationLimits.manualMinAmount, step: donationLimits.manualAmountStep };
  return <TextField label={label} error={error} ref={inputRef} type="number" inputMode="decimal" {...limits} value={value} onChange={(e) => onChange(e.target.value)} />;
}
