import { useEffect } from 'react';
import { GENERAL_FUND } from '@foundation/contract/fund-messages';
import { Spinner } from '../../../components/ui/spinner';
import { langOfContent } from '../../../lib/locale';
import { m } from '../../../paraglide/messages.js';
import { useFunds, type FundTarget } from '../api/get-funds';

interface Props {
  target: FundTarget;
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/**
 * Which fund the gift is for (Zakat, Sadaqah, Fitrana…), each with its one line: only the funds the
 * campaign or welfare category takes are offered, and a choice it does not take falls back to General
 * (or the first offered), so the form never sends a fund the server would refuse.
 */
export function FundChoice({ target, value, onChange, disabled }: Props) {
  const { data: funds, isPending } = useFunds(target);
  useEffect(() => {
    if (!funds?.length || funds.some((f) => f.code === value)) return;
    onChange(funds.find((f) => f.code === GENERAL_FUND)?.code ?? funds[0]!.code);
  }, [funds, value, onChange]);
  const offered = funds ?? [];
  if (isPending) return <Spinner label={m.manual_fund_loading()} />;
  if (!offered.length) return null;
  return (
    <fieldset className="sm:col-span-2" disabled={disabled}>
      <legend className="text-sm font-semibold text-ink">{m.manual_fund_legend()}</legend>
      <p className="mt-1 text-sm text-muted">{m.manual_fund_hint()}</p>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {offered.map((f) => (
          <label
            key={f.code}
            className="flex cursor-pointer gap-3 rounded-xl border border-brand-100 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input type="radio" name="fund" value={f.code} checked={value === f.code} onChange={() => onChange(f.code)} className="mt-1 accent-brand-600" />
            <span lang={langOfContent(f.name)}>
              <span className="block font-semibold text-ink">{f.name}</span>
              <span className="block text-sm text-muted">{f.explanation}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
