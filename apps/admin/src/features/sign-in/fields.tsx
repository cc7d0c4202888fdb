import { useState, type InputHTMLAttributes } from 'react';
import { STAFF_PASSWORD_MAX } from '@foundation/contract/staff-messages';
import { cx, ui } from '../../components';

interface FieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength'> {
  /** The input's id and name. */
  name: string;
  label: string;
  error?: string;
  /** One line under the label, read out with the input. */
  hint?: string;
}

/** A labelled input whose hint and error are read with it. */
export function Field({ name, label, error, hint, type = 'text', ...rest }: FieldProps) {
  const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={name} className={ui.label}>
        {label}
      </label>
      {hint && (
        <p id={`${name}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <input
        id={name}
        name={name}
        type={type}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={cx(ui.input, 'mt-1')}
        {...rest}
      />
      {error && (
        <p id={`${name}-error`} className={ui.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

export const passwordHint = 'At least 12 characters, any characters and spaces. A few unrelated words make a strong, memorable password.';

/** A new password, with a switch to show it (instead of typing it twice). */
export function NewPasswordField({ error }: { error?: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="space-y-1">
      <Field name="password" label="New password" type={shown ? 'text' : 'password'} autoComplete="new-password" maxLength={STAFF_PASSWORD_MAX * 2} hint={passwordHint} error={error} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} className="h-4 w-4" />
        Show password
      </label>
    </div>
  );
}

/** Focuses the first field with an error, in the order of the form. */
export const focusFirst = (errors: Record<string, string | undefined>, order: string[]) => {
  const first = order.find((name) => errors[name]);
  if (first) document.getElementById(first)?.focus();
};
