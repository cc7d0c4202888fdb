import { cx, ui } from '../../components';
import { useOptions } from '../data';
import { toDateInput } from '../format';
import { controlFor } from '../form/field-shell';
import type { Field } from '../types';

type Of<K extends Field['kind']> = Extract<Field, { kind: K }>;

export interface FieldProps<F extends Field = Field> {
  field: F;
  path: string;
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
  busy: boolean;
}

/** An input for Urdu is typed right to left, and read out in Urdu. */
export const langOf = (field: Field) => (field.lang ? { lang: field.lang, dir: 'rtl' as const } : {});

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const num = (s: string) => (s.trim() === '' ? null : Number(s));
/**
 * A number input's value as a number: React then leaves "12.0" alone while it is typed (12.0 == 12),
 * where the string "12" would overwrite it and "12.05" could never be typed.
 */
const numeric = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? v : '');

export function TextInput({ field, path, value, error, onChange, busy }: FieldProps<Of<'text'>>) {
  return (
    <input
      {...controlFor(path, error, field.hint)}
      {...langOf(field)}
      type={field.type ?? 'text'}
      value={str(value)}
      maxLength={field.maxLength}
      autoComplete={field.autoComplete ?? 'off'}
      readOnly={busy}
      onChange={(e) => onChange(e.target.value)}
      className={ui.input}
    />
  );
}

export function LongTextInput({ field, path, value, error, onChange, busy }: FieldProps<Of<'longText'>>) {
  return (
    <textarea
      {...controlFor(path, error, field.hint)}
      {...langOf(field)}
      rows={field.rows ?? 4}
      value={str(value)}
      maxLength={field.maxLength}
      readOnly={busy}
      onChange={(e) => onChange(e.target.value)}
      className={ui.input}
    />
  );
}

export function NumberInput({ field, path, value, error, onChange, busy }: FieldProps<Of<'number'>>) {
  return (
    <input
      {...controlFor(path, error, field.hint)}
      type="number"
      inputMode={field.step !== undefined && field.step < 1 ? 'decimal' : 'numeric'}
      min={field.min}
      max={field.max}
      step={field.step ?? 1}
      value={numeric(value)}
      readOnly={busy}
      onChange={(e) => onChange(num(e.target.value))}
      className={cx(ui.input, 'max-w-48 tabular-nums')}
    />
  );
}

/** Rupees, as the API speaks them; "Rs" sits before the box and is part of its name. */
export function MoneyInput({ field, path, value, error, onChange, busy }: FieldProps<Of<'money'>>) {
  const control = controlFor(path, error, field.hint);
  return (
    <div className="flex max-w-56 items-stretch">
      <span aria-hidden="true" className="inline-flex items-center rounded-l-md border border-r-0 border-slate-500 bg-slate-100 px-3 text-sm">
        Rs
      </span>
      <input
        {...control}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        value={numeric(value)}
        readOnly={busy}
        onChange={(e) => onChange(num(e.target.value))}
        className={cx(ui.input, 'rounded-l-none tabular-nums')}
      />
    </div>
  );
}

export function DateInput({ field, path, value, error, onChange, busy }: FieldProps<Of<'date'>>) {
  return (
    <input
      {...controlFor(path, error, field.hint)}
      type="date"
      value={toDateInput(value)}
      readOnly={busy}
      onChange={(e) => onChange(e.target.value)}
      className={cx(ui.input, 'max-w-48')}
    />
  );
}

export function SelectInput({ field, path, value, error, onChange, busy }: FieldProps<Of<'select'>>) {
  const options = useOptions(field.source, field.optionLabel, field.options);
  // The DOM holds strings; the record holds the option's own value (an id, a word, true or false).
  const pick = (s: string) => (s === '' ? null : ((options.data ?? []).find((o) => String(o.value) === s)?.value ?? s));
  return (
    <>
      <select
        {...controlFor(path, error, field.hint)}
        value={str(value)}
        disabled={busy}
        aria-busy={options.isPending || undefined}
        onChange={(e) => onChange(pick(e.target.value))}
        className={cx(ui.input, 'max-w-md')}
      >
        {!(field.required && str(value) !== '') && (
          <option value="">{options.isPending ? 'Loading…' : 'Choose…'}</option>
        )}
        {(options.data ?? []).map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
      {options.isError && <p className={ui.fieldError}>{options.error.message}</p>}
    </>
  );
}

/** One string a line; blank lines are dropped when saved. */
export function LinesInput({ field, path, value, error, onChange, busy }: FieldProps<Of<'lines'>>) {
  const lines = Array.isArray(value) ? (value as unknown[]).map(str) : [];
  return (
    <textarea
      {...controlFor(path, error, field.hint)}
      rows={field.rows ?? 3}
      value={lines.join('\n')}
      readOnly={busy}
      onChange={(e) => onChange(e.target.value.split('\n'))}
      className={cx(ui.input, 'font-mono')}
    />
  );
}

/** A real checkbox with the switch role: Space toggles it, and it reads "on"/"off" with its name. */
export function SwitchInput({ field, path, value, error, onChange, busy }: FieldProps<Of<'switch'>>) {
  const on = value === true;
  const control = controlFor(path, error, field.hint);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <label htmlFor={control.id} className="inline-flex cursor-pointer items-center gap-3">
        <input
          {...control}
          type="checkbox"
          role="switch"
          checked={on}
          disabled={busy}
          onChange={(e) => onChange(e.target.checked)}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="relative h-6 w-11 shrink-0 rounded-full border border-slate-500 bg-slate-200 transition peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-500 after:absolute after:top-0.5 after:left-0.5 after:h-4.5 after:w-4.5 after:rounded-full after:bg-white after:shadow after:transition peer-checked:after:translate-x-5"
        />
        <span className="text-sm font-semibold">{field.label}</span>
      </label>
      {/* The switch says on or off itself; this says what that means, for the eye. */}
      <span aria-hidden="true" className="text-sm text-muted">
        {on ? (field.onText ?? 'On') : (field.offText ?? 'Off')}
      </span>
    </div>
  );
}
