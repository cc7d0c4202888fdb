import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

type FrameProps = { label: string; error?: string; hint?: string; className?: string };

const control =
  'block w-full rounded-xl border border-brand-100 bg-white px-4 py-2.5 text-ink shadow-sm placeholder:text-muted/80 ' +
  'focus:border-brand-600 focus:outline-none focus:ring-4 focus:ring-brand-600/15 ' +
  'aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/15';

/**
 * Label, control, hint and error tied together: the error is the control's description and
 * marks it invalid, so a screen reader reads the message with the field. Forms are noValidate
 * (the server's messages are the ones shown), so `required` only tells assistive technology.
 */
function Frame({ label, error, hint, className = '', required, children }: FrameProps & { required?: boolean; children: (a11y: object) => ReactNode }) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children({ id, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type Input = FrameProps & InputHTMLAttributes<HTMLInputElement>;

export function TextField({ label, error, hint, className, required, ...input }: Input) {
  return (
    <Frame label={label} error={error} hint={hint} className={className} required={required}>
      {(a11y) => <input {...input} {...a11y} className={control} />}
    </Frame>
  );
}

export function TextAreaField({ label, error, hint, className, required, ...input }: FrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Frame label={label} error={error} hint={hint} className={className} required={required}>
      {(a11y) => <textarea rows={4} {...input} {...a11y} className={`${control} resize-y`} />}
    </Frame>
  );
}

export function SelectField({ label, error, hint, className, required, children, ...select }: FrameProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Frame label={label} error={error} hint={hint} className={className} required={required}>
      {(a11y) => (
        <div className="relative">
          <select {...select} {...a11y} className={`${control} appearance-none pr-10`}>
            {children}
          </select>
          <svg viewBox="0 0 20 20" width="20" height="20" fill="currentColor" aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-brand-700">
            <path d="M5.3 7.3 10 12l4.7-4.7 1.4 1.4L10 14.8 3.9 8.7z" />
          </svg>
        </div>
      )}
    </Frame>
  );
}
