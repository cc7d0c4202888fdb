import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../icons';

/** The rounded input look shared by filter bars (search boxes and dropdowns). */
export const filterInputClass =
  'w-full rounded-full border border-brand-200 bg-white px-5 py-3 text-ink shadow-sm outline-none transition focus:border-brand-600 focus:ring-4 focus:ring-brand-100';

type Props = { id: string; label: string; value: string | number; onChange: (value: string) => void; children: ReactNode };

/** A labelled dropdown with the site's chevron, for filter bars. */
export function SelectField({ id, label, value, onChange, children }: Props) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-brand-800">
        {label}
      </label>
      <div className="relative">
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={`${filterInputClass} appearance-none pr-11`}>
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-4 size-6 -translate-y-1/2 text-brand-700" />
      </div>
    </div>
  );
}
