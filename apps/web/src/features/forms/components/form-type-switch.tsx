import { m } from '../../../paraglide/messages.js';

export type FormType = 'basic' | 'active';

const options: { value: FormType; label: () => string; note: () => string }[] = [
  { value: 'basic', label: m.site_membership_basic, note: m.site_membership_basic_note },
  { value: 'active', label: m.site_membership_active, note: m.site_membership_active_note },
];

/** The basic/active switch: a radio group, so arrow keys move between the two. */
export function FormTypeSwitch({ value, onChange }: { value: FormType; onChange: (v: FormType) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink">{m.site_membership_type()}</legend>
      <div className="grid grid-cols-2 gap-2 rounded-2xl bg-brand-50 p-1.5">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-start gap-2.5 rounded-xl px-3 py-2.5 transition has-checked:bg-white has-checked:shadow-sm"
          >
            <input type="radio" name="formType" value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className="mt-1 size-4 shrink-0 accent-brand-700" />
            <span>
              <span className="block text-sm font-semibold text-brand-800 sm:text-base">{o.label()}</span>
              <span className="block text-xs text-muted">{o.note()}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
