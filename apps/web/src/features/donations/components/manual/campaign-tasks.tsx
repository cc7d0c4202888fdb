import { m } from '../../../../paraglide/messages.js';
import type { WizardTask } from '../../lib/wizard-order';
import { content, moneyText } from '../wizard/text';

interface Props {
  tasks: WizardTask[];
  selected: number[];
  onChange: (selected: number[]) => void;
  disabled?: boolean;
}

/**
 * A campaign's needs, as the card wizard offers them: tick one or more and the gift is their total,
 * or tick none and give an amount of your own (the server prices one or the other, never both).
 */
export function CampaignTasks({ tasks, selected, onChange, disabled }: Props) {
  const toggle = (id: number) => onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <fieldset className="sm:col-span-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold text-ink">{m.wizard_campaign_needs()}</legend>
      <p className="mb-3 text-sm text-muted">{m.manual_tasks_hint()}</p>
      <div className="grid gap-2">
        {tasks.map((t) => (
          <label key={t.id} className="flex cursor-pointer items-center gap-3 rounded-xl border border-brand-100 bg-white px-4 py-3 shadow-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
            <input type="checkbox" checked={selected.includes(t.id)} onChange={() => toggle(t.id)} className="size-5 accent-brand-700" />
            <span className="flex-1 font-medium text-ink">{content(t.title)}</span>
            <span className="shrink-0 font-semibold text-brand-700">{moneyText(t.amount)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
