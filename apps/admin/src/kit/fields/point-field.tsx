import { cx, ui } from '../../components';
import { controlFor } from '../form/field-shell';
import { useForm } from '../form/form-context';
import type { Field } from '../types';
import type { FieldProps } from './basic-fields';

type PointField = Extract<Field, { kind: 'point' }>;

/**
 * Latitude and longitude as two numbers with their ranges. No map: the back office works without
 * the internet a tile server needs; a link opens the point on a map for a check.
 */
export function PointInput({ field, path, busy }: FieldProps<PointField>) {
  const form = useForm();
  const prefix = path.slice(0, path.length - field.name.length);
  const lat = form.get(`${prefix}${field.latitude}`);
  const lng = form.get(`${prefix}${field.longitude}`);
  const both = typeof lat === 'number' && typeof lng === 'number';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-4">
        <Coordinate path={`${prefix}${field.latitude}`} label="Latitude" min={-90} max={90} busy={busy} />
        <Coordinate path={`${prefix}${field.longitude}`} label="Longitude" min={-180} max={180} busy={busy} />
      </div>
      {both && (
        <a href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`} target="_blank" rel="noreferrer" className={cx(ui.link, 'text-sm')}>
          Check this point on a map (opens a new tab)
        </a>
      )}
    </div>
  );
}

function Coordinate({ path, label, min, max, busy }: { path: string; label: string; min: number; max: number; busy: boolean }) {
  const form = useForm();
  const value = form.get(path);
  const error = form.errors[path];
  const control = controlFor(path, error, `${path}-range`);
  return (
    <div>
      <label htmlFor={control.id} className="block text-sm">
        {label}
      </label>
      <input
        {...control}
        aria-describedby={[`${control.id}-range`, error && `${control.id}-error`].filter(Boolean).join(' ')}
        type="number"
        inputMode="decimal"
        step="any"
        min={min}
        max={max}
        value={value === null || value === undefined ? '' : String(value)}
        readOnly={busy}
        onChange={(e) => form.set(path, e.target.value.trim() === '' ? null : Number(e.target.value))}
        className={cx(ui.input, 'mt-1 w-40 tabular-nums')}
      />
      <p id={`${control.id}-range`} className="mt-1 text-xs text-muted">
        {min} to {max}
      </p>
      {error && (
        <p id={`${control.id}-error`} className={ui.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
