import { useId, type ReactNode } from 'react';

export interface FieldA11y {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
}

/** A labelled control with its hint and its error, tied together for screen readers. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass =
  'w-full rounded-lg border border-brand-100 bg-white px-3.5 py-2.5 text-ink shadow-sm placeholder:text-muted/70 ' +
  'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ' +
  // The readonly attribute, not :read-only, which every <select> matches: a country list is not read-only.
  'aria-[invalid=true]:border-red-600 [&[readonly]]:bg-cream [&[readonly]]:text-muted';

export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-7 py-3 font-semibold text-white shadow-sm ' +
  'transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700 ' +
  'transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';
