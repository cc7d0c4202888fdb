import { useId, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

/** A labelled input whose error is announced with it and read out when it is focused. */
export function Field({ label, error, onChange, className = '', ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        {...input}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`w-full rounded-lg border bg-white px-3 py-2.5 text-ink shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 ${
          error ? 'border-red-600' : 'border-brand-200'
        }`}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The phone field of spec point 5: letters never make it in, whether typed or pasted. */
export function PhoneField(props: Omit<Props, 'type'>) {
  return (
    <Field
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+923001234567"
      onChange={(value) => props.onChange(value.replace(/\p{L}/gu, ''))}
    />
  );
}
