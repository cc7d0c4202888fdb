import type { Ref } from 'react';
import { BOOK_COPIES } from '@foundation/contract/donation-messages';
import { Field, inputClass } from '../../../../components/ui/field';
import { m } from '../../../../paraglide/messages.js';
import { ltr, rich } from '../wizard/text';
import { parseCopies, stepCopies } from './order';

const MINUS = '−';
const PLUS = '+';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  inputRef: Ref<HTMLInputElement>;
}

const stepButton =
  'grid size-11 shrink-0 place-items-center rounded-full border border-brand-200 bg-white text-2xl font-bold text-brand-800 ' +
  'hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

/**
 * How many copies: − and + for a tap, the field for typing, arrow keys in the field (a native
 * spinbutton). At an end the button says so with aria-disabled rather than disabled, so keyboard
 * focus is not thrown off it.
 */
export function CopiesStepper({ value, onChange, error, inputRef }: Props) {
  const n = parseCopies(value);
  const atMin = n !== null && n <= BOOK_COPIES.min;
  const atMax = n !== null && n >= BOOK_COPIES.max;
  return (
    <Field label={m.wizard_copies()} error={error} hint={rich(m.wizard_copies_hint, { min: ltr(BOOK_COPIES.min), max: ltr(BOOK_COPIES.max) })}>
      {(a11y) => (
        <div className="flex items-center gap-2">
          <button type="button" aria-label={m.wizard_copy_fewer()} aria-controls={a11y.id} aria-disabled={atMin || undefined} onClick={() => !atMin && onChange(String(stepCopies(value, -1)))} className={stepButton}>
            <span aria-hidden="true">{MINUS}</span>
          </button>
          <input {...a11y} ref={inputRef} dir="ltr" type="number" inputMode="numeric" {...BOOK_COPIES} value={value} onChange={(e) => onChange(e.target.value)} className={`${inputClass} max-w-24 text-center`} />
          <button type="button" aria-label={m.wizard_copy_more()} aria-controls={a11y.id} aria-disabled={atMax || undefined} onClick={() => !atMax && onChange(String(stepCopies(value, 1)))} className={stepButton}>
            <span aria-hidden="true">{PLUS}</span>
          </button>
        </div>
      )}
    </Field>
  );
}
