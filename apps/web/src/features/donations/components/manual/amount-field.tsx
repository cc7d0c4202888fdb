import type { Ref } from 'react';
import { donationLimits } from '@foundation/contract/donation-messages';
import { donationPageMoney, formatMoney } from '@foundation/contract/money';
import { Ltr } from '../../../../components/ui/ltr';
import { TextField } from '../../../../components/ui/field';
import { m } from '../../../../paraglide/messages.js';
import { rich } from '../wizard/text';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  inputRef: Ref<HTMLInputElement>;
  /** Copies of a book order priced by the stepper: the amount is shown, not typed. */
  copies?: number;
  /** True when a campaign's needs are ticked: the amount is their total, shown, not typed. */
  fromTasks?: boolean;
}

/** The amount a donor types, or what they cannot change here: a book order's price, the total of the needs they ticked. */
export function AmountField({ label, value, onChange, error, inputRef, copies, fromTasks }: Props) {
  if (copies !== undefined) {
    const hint = rich(copies === 1 ? m.manual_copies_one : m.manual_copies_other, { count: <Ltr>{copies}</Ltr> });
    return <TextField label={label} hint={hint} readOnly dir="ltr" value={formatMoney(Number(value), donationPageMoney)} />;
  }
  if (fromTasks) return <TextField label={label} hint={m.manual_tasks_total_hint()} error={error} readOnly dir="ltr" value={formatMoney(Number(value), donationPageMoney)} />;
  const limits = { min: donationLimits.manualMinAmount, step: donationLimits.manualAmountStep };
  return <TextField label={label} error={error} ref={inputRef} type="number" inputMode="decimal" dir="ltr" {...limits} value={value} onChange={(e) => onChange(e.target.value)} />;
}
