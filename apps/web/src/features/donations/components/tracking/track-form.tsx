import { useRef, type FormEvent } from 'react';
import { type TrackFieldErrors, type TrackValues, trackFields } from '../../lib/tracking-form';
import { digitsWithLeadingPlus } from '../../../../lib/filter-input';
import { TextField } from '../../../../components/ui/field';
import { Ltr } from '../../../../components/ui/ltr';
import { localizeMessage } from '../../../../lib/localize-message';
import { m } from '../../../../paraglide/messages.js';
import { rich } from '../wizard/text';
import { primaryButton } from '../buttons';

/** How a reference begins, and examples of what each field takes: the same in every language. */
const REFERENCE_PREFIX = 'FD-';
const REFERENCE_EXAMPLE = 'FD-7K3M9QXA';
const PHONE_EXAMPLE = '+923001234567';

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
    <form noValidate onSubmit={submit} aria-label={m.manual_track_title()} className="rounded-2xl bg-white p-5 shadow-xl ring-1 ring-brand-100 sm:p-8">
      <div className="grid gap-5">
        <TextField
          label={m.manual_track_reference()}
          error={errors.reference}
          hint={rich(m.manual_track_reference_hint, { prefix: <Ltr>{REFERENCE_PREFIX}</Ltr> })}
          ref={referenceRef}
          required
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder={REFERENCE_EXAMPLE}
          dir="ltr"
          inputClassName="font-mono"
          value={values.reference}
          onChange={(e) => onChange({ ...values, reference: e.target.value.toUpperCase() })}
        />
        <TextField
          label={m.manual_track_phone()}
          error={errors.phone}
          hint={m.manual_track_phone_hint()}
          ref={phoneRef}
          required
          type="tel"
          autoComplete="tel"
          placeholder={PHONE_EXAMPLE}
          dir="ltr"
          filter={digitsWithLeadingPlus}
          value={values.phone}
          onChange={(e) => onChange({ ...values, phone: e.target.value })}
        />
      </div>
      {failure && (
        <p role="alert" className="mt-5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {localizeMessage(failure)}
        </p>
      )}
      <button type="submit" disabled={busy} className={`${primaryButton} mt-6 w-full`}>
        {busy ? m.manual_track_looking() : m.manual_track_submit()}
      </button>
    </form>
  );
}
