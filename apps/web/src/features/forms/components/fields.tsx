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
        <select {...select} {...a11y} className={control}>
          {children}
        </select>
      )}
    </Frame>
  );
}
