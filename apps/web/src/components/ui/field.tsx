import { useEffect, useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { ChevronDownIcon, SearchIcon } from '../icons';
import { filterInput } from '../../lib/filter-input';
import { Localized, preloadLocalized } from './localized';

/** What a control needs to be tied to its label, hint and error: spread it onto the control. */
export interface FieldA11y {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

type FrameProps = {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** The wrapper's class (grid placement, width). */
  className?: string;
  required?: boolean;
};

/** A line that describes a control (its hint, its error), referred to by id; nothing at all without text. */
export function Note({ id, className, children }: { id: string; className: string; children: ReactNode }) {
  return children ? (
    <p id={id} className={className}>
      {children}
    </p>
  ) : null;
}

const errorClass = 'mt-1.5 text-sm font-medium text-red-700';

/**
 * Label, control, hint and error tied together: the error is the control's description and marks it
 * invalid, so a screen reader reads the message with the field. Forms are noValidate (the messages
 * shown are ours or the server's), so `required` only tells assistive technology. Every labelled
 * field of the site is one of these, or one of the fields below that are built on it.
 */
export function Field({ label, error, hint, className, required, children }: FrameProps & { children: (a11y: FieldA11y) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  useEffect(preloadLocalized, []);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children({ id, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      <Note id={hintId} className="mt-1 text-xs text-muted">
        {hint}
      </Note>
      <Note id={errorId} className={errorClass}>
        {error && <Localized text={error} />}
      </Note>
    </div>
  );
}

/** The look of a form's text box, dropdown and text area. */
export const inputClass =
  'block w-full rounded-lg border border-brand-100 bg-white px-3.5 py-2.5 text-ink shadow-sm placeholder:text-muted/70 ' +
  'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ' +
  // The readonly attribute, not :read-only, which every <select> matches: a country list is not read-only.
  'aria-[invalid=true]:border-red-600 [&[readonly]]:bg-cream [&[readonly]]:text-muted';

/** The rounded look of filter bars (search boxes and dropdowns above a list). */
export const filterInputClass =
  'block w-full rounded-full border border-brand-200 bg-white px-5 py-3 text-ink shadow-sm outline-none transition focus:border-brand-600 focus:ring-4 focus:ring-brand-100';

type Look = 'form' | 'filter';
const looks: Record<Look, string> = { form: inputClass, filter: filterInputClass };

type TextFieldProps = FrameProps &
  InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement>;
    look?: Look;
    /** Extra classes for the input itself (a monospaced reference, a narrow number). */
    inputClassName?: string;
    /** Keeps only the characters the field accepts: refused ones never appear, typed or pasted. */
    filter?: (value: string) => string;
    /** A decoration laid over the input, such as a search box's magnifier. */
    icon?: ReactNode;
  };

/** A control with a decoration laid over it (the magnifier of a search box, the chevron of a dropdown). */
function Adorned({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="relative">
      {children}
      {icon}
    </div>
  );
}

/** A labelled input (an email, a phone, a CNIC takes dir="ltr" from its caller). */
export function TextField({ label, error, hint, className, required, look = 'form', inputClassName = '', filter, icon, onChange, ...input }: TextFieldProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    if (filter) filterInput(event.currentTarget, filter);
    onChange?.(event);
  };
  return (
    <Field label={label} error={error} hint={hint} className={className} required={required}>
      {(a11y) => {
        const control = <input {...input} {...a11y} onChange={change} className={`${looks[look]} ${inputClassName}`} />;
        return icon ? <Adorned icon={icon}>{control}</Adorned> : control;
      }}
    </Field>
  );
}

/** A labelled search box with the magnifier inside it, for filter bars. */
export function SearchField(props: Omit<TextFieldProps, 'look' | 'inputClassName' | 'type' | 'icon'>) {
  const icon = <SearchIcon className="pointer-events-none absolute top-1/2 start-4 size-5 -translate-y-1/2 text-muted" />;
  return <TextField {...props} type="search" look="filter" inputClassName="ps-11" icon={icon} />;
}

/** A labelled text area. */
export function TextAreaField({ label, error, hint, className, required, ...input }: FrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} hint={hint} className={className} required={required}>
      {(a11y) => <textarea rows={4} {...input} {...a11y} className={`${inputClass} resize-y`} />}
    </Field>
  );
}

export type Option = { value: string | number; label: string };

type SelectFieldProps = FrameProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    look?: Look;
    /** Choices listed after any given as children (a placeholder, "All categories"). */
    options?: Option[];
  };

/** A labelled dropdown with the site's chevron. */
export function SelectField({ label, error, hint, className, required, look = 'form', options = [], children, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className} required={required}>
      {(a11y) => (
        <Adorned icon={<ChevronDownIcon className="pointer-events-none absolute top-1/2 end-3.5 size-6 -translate-y-1/2 text-brand-700" />}>
          <select {...select} {...a11y} className={`${looks[look]} appearance-none pe-11`}>
            {children}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </Adorned>
      )}
    </Field>
  );
}

type CheckboxFieldProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The statement the box agrees to. */
  children: ReactNode;
  error?: string | null;
  /** A word on what ticking it does, shown beneath while it matters. */
  note?: ReactNode;
  className?: string;
};

/** A box to tick with its statement as the label, and its error or note tied to it. */
export function CheckboxField({ checked, onChange, children, error, note, className }: CheckboxFieldProps) {
  const id = useId();
  const describedBy = [note ? `${id}-note` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span>{children}</span>
      </label>
      <Note id={`${id}-note`} className="ms-8 mt-2 text-sm font-medium text-brand-800">
        {note}
      </Note>
      <Note id={`${id}-error`} className={errorClass}>
        {error && <Localized text={error} />}
      </Note>
    </div>
  );
}
