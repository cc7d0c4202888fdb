import { useId } from 'react';
import { cx, ui } from '../../components';
import { useOptions } from '../data';
import type { Filter, Option } from '../types';

const publishedOptions: Option[] = [
  { value: 'true', label: 'Published' },
  { value: 'false', label: 'Drafts' },
];

/** One select (or date input) a declared filter; choosing one changes the address, so each filter is a place. */
export function Filters({ filters, values, onChange }: { filters: Filter[]; values: Record<string, string>; onChange: (name: string, value: string) => void }) {
  if (filters.length === 0) return null;
  return (
    <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto sm:flex-wrap">
      {filters.map((f) => (
        <FilterSelect key={f.name} filter={f} value={values[f.name] ?? ''} onChange={(v) => onChange(f.name, v)} />
      ))}
    </div>
  );
}

function FilterSelect({ filter, value, onChange }: { filter: Filter; value: string; onChange: (value: string) => void }) {
  if (filter.kind === 'date') return <DateFilter filter={filter} value={value} onChange={onChange} />;
  return <ChoiceFilter filter={filter} value={value} onChange={onChange} />;
}

/** A day (YYYY-MM-DD); clearing the input clears the filter. */
function DateFilter({ filter, value, onChange }: { filter: Filter; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="min-w-0 sm:min-w-40">
      <label htmlFor={id} className={ui.label}>
        {filter.label}
      </label>
      <input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} className={cx(ui.input, 'mt-1')} />
    </div>
  );
}

function ChoiceFilter({ filter, value, onChange }: { filter: Exclude<Filter, { kind: 'date' }>; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const source = filter.kind === 'select' ? filter.source : undefined;
  const given = filter.kind === 'published' ? publishedOptions : filter.options;
  const options = useOptions(source, filter.kind === 'select' ? filter.optionLabel : undefined, given);
  return (
    <div className="min-w-0 sm:min-w-40">
      <label htmlFor={id} className={ui.label}>
        {filter.label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={cx(ui.input, 'mt-1')}>
        <option value="">All</option>
        {(options.data ?? []).map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
