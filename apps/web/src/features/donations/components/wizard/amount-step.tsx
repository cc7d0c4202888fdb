import { donationLimits } from '@foundation/contract/donation-messages';
import { Spinner } from '../../../../components/ui/spinner';
import type { ModuleCode } from '../../lib/donation-query';
import type { AmountChoice, WizardTask } from '../../lib/wizard-order';
import { TextField } from '../../../../components/ui/field';
import { m } from '../../../../paraglide/messages.js';
import { content, moneyText, rich, shortMoneyText } from './text';

/** Quick picks for a general gift, all above the 300 minimum: one tap, still editable. */
const suggested = [1000, 2500, 5000, 10000];

interface Props {
  type: ModuleCode;
  tasks: WizardTask[];
  loading: boolean;
  choice: AmountChoice;
  onChange: (choice: AmountChoice) => void;
}

/** Step 1: a campaign's predefined tasks or a custom amount. */
export function AmountStep({ type, tasks, loading, choice, onChange }: Props) {
  // Tasks or a custom amount, not both: choosing one clears the other.
  const toggle = (id: number) =>
    onChange({ ...choice, custom: false, selected: choice.selected.includes(id) ? choice.selected.filter((s) => s !== id) : [...choice.selected, id] });
  if (loading) return <Spinner label={m.wizard_loading_choices()} />;
  // A general donation has nothing predefined: the custom amount is the choice.
  const customOnly = type === 'DONATION';
  return (
    <div className="space-y-5">
      {tasks.length > 0 && (
        <fieldset>
          <legend className="mb-3 text-sm font-semibold text-ink">{m.wizard_campaign_needs()}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {tasks.map((t) => (
              <label key={t.id} className="flex cursor-pointer items-center gap-3 rounded-xl border border-brand-100 bg-white p-4 shadow-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input type="checkbox" checked={choice.selected.includes(t.id)} onChange={() => toggle(t.id)} className="size-5 accent-brand-700" />
                <span className="flex-1 font-medium text-ink">{content(t.title)}</span>
                <span className="font-semibold text-brand-700">{moneyText(t.amount)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {!customOnly && (
        <label className="flex cursor-pointer items-center gap-3 font-medium text-ink">
          <input type="checkbox" checked={choice.custom} onChange={(e) => onChange({ ...choice, custom: e.target.checked, selected: e.target.checked ? [] : choice.selected })} className="size-5 accent-brand-700" />
          {m.wizard_custom_toggle()}
        </label>
      )}
      {choice.custom && (
        <div className="space-y-3">
          {customOnly && (
            <div className="flex flex-wrap gap-2" role="group" aria-label={m.wizard_suggested_amounts()}>
              {suggested.map((a) => (
                <button
                  key={a}
                  type="button"
                  aria-pressed={choice.customAmount === String(a)}
                  onClick={() => onChange({ ...choice, customAmount: String(a) })}
                  className="rounded-full border border-brand-200 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
                >
                  {shortMoneyText(a)}
                </button>
              ))}
            </div>
          )}
          <TextField
            label={m.wizard_custom_amount_label()}
            hint={customOnly ? rich(m.wizard_custom_amount_hint, { amount: shortMoneyText(donationLimits.customDonationMin) }) : undefined}
            className="max-w-xs"
            dir="ltr"
            type="number"
            inputMode="decimal"
            min={customOnly ? donationLimits.customDonationMin : 1}
            step="0.01"
            value={choice.customAmount}
            onChange={(e) => onChange({ ...choice, customAmount: e.target.value })}
          />
        </div>
      )}
    </div>
  );
}
