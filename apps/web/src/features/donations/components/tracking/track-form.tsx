import { useRef, type FormEvent } from 'react';
import { type TrackFieldErrors, type TrackValues, trackFields } from '../../lib/tracking-form';
import { digitsWithLeadingPlus } from '../../../../lib/filter-input';
import { TextField } from '../../../../components/ui/field';
import { primaryButton } from '../buttons';

interface Props {
  values: TrackValues;
  onChange: (values: TrackValues) => void;
  errors: TrackFieldErrors;
  /** A message about the whole lookup (not found, too many tries, no connection). */
  failure: string | null;
  busy: boolean;
  /** Returns the errors found, so the first bad field can take focus. */
  onSubmit: () => Promise<TrackFieldErrors> | TrackFieldErrors;
}

/** The reference and the phone it was given with: both are needed, neither alone finds a gift. */
export function TrackForm({ values, onChange, errors, failure, busy, onSubmit }: Props) {
  const referenceRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = await onSubmit();
    const first = trackFields.find((f) => found[f]);
    if (first) ({ reference: referenceRef, phone: phoneRef })[first].current?.focus();
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Track my donation" className="rounded-2xl bg-white p-5 shadow-xl ring-1 ring-brand-100 sm:p-8">
      <div className="grid gap-5">
        <TextField
          label="Donation reference"
          error={errors.reference}
          hint="It starts with FD- and is on your confirmation."
          ref={referenceRef}
          required
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="FD-7K3M9QXA"
          inputClassName="font-mono"
          value={values.reference}
          onChange={(e) => onChange({ ...values, reference: e.target.value.toUpperCase() })}
        />
        <TextField
          label="Phone number"
          error={errors.phone}
          hint="The number you gave with your donation."
          ref={phoneRef}
          required
          type="tel"
          autoComplete="tel"
          placeholder="+923001234567"
          filter={digitsWithLeadingPlus}
          value={values.phone}
          onChange={(e) => onChange({ ...values, phone: e.target.value })}
        />
      </div>
      {failure && (
        <p role="alert" className="mt-5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
      <button type="submit" disabled={busy} className={`${primaryButton} mt-6 w-full`}>
        {busy ? 'Looking…' : 'Track donation'}
      </button>
    </form>
  );
}
