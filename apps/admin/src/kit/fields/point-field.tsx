import { lazy, Suspense } from 'react';
import { cx, ui } from '../../components';
import { controlFor } from '../form/field-shell';
import { useForm } from '../form/form-context';
import type { Field } from '../types';
import type { FieldProps } from './basic-fields';

type PointField = Extract<Field, { kind: 'point' }>;

// Leaflet loads with the first form that has a point, not with the app. Should its file fail to
// load, the two numbers still do the job.
const PointMap = lazy(() =>
  import('./point-map').catch(() => ({
    default: () => <p className="text-sm text-muted">The map could not load. Type the latitude and longitude above.</p>,
  })),
);

const mapBox = 'h-72 w-full rounded-md border border-slate-500 bg-[#dcebe1] sm:h-96';

/**
 * Latitude and longitude as two numbers with their ranges, the accessible way, and a map below
 * them: a click, a dragged pin or the centre button sets both; typed numbers move the pin.
 */
export function PointInput({ field, path, busy }: FieldProps<PointField>) {
  const form = useForm();
  const prefix = path.slice(0, path.length - field.name.length);
  const latPath = `${prefix}${field.latitude}`;
  const lngPath = `${prefix}${field.longitude}`;
  const { set } = form;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-4">
        <Coordinate path={latPath} label="Latitude" min={-90} max={90} busy={busy} />
        <Coordinate path={lngPath} label="Longitude" min={-180} max={180} busy={busy} />
      </div>
      <Suspense
        fallback={
          <div className={cx(mapBox, 'grid place-items-center text-sm text-muted')}>
            <p>Loading the map…</p>
          </div>
        }
      >
        <PointMap
          label={field.label}
          lat={form.get(latPath)}
          lng={form.get(lngPath)}
          busy={busy}
          onPick={(lat, lng) => {
            set(latPath, lat);
            set(lngPath, lng);
          }}
        />
      </Suspense>
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
        // The number itself, not its string: React then leaves "31.520" alone while 31.5204 is typed.
        value={typeof value === 'number' || typeof value === 'string' ? value : ''}
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
