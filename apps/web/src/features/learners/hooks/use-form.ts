import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { lastServerMessage, validate, type FieldErrors } from '../lib/form-errors';
import { startSession } from '../lib/session';

/**
 * State of the learner forms: values, an error under each field, and the one line for what the
 * server said. `field(name)` (or `fields[name]`) gives an input its value, setter and error in one spread.
 */
export function useForm<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState('');

  const field = (name: keyof T & string) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: errors[name],
  });
  /** Every field's props by name (`{...form.fields.email}`), for the form's inputs. */
  const fields = Object.fromEntries(Object.keys(values).map((name) => [name, field(name)])) as Record<keyof T & string, ReturnType<typeof field>>;

  /** Validates before sending: true when the form may go, otherwise the messages are shown. */
  const check = (schema: z.ZodType, extra: Record<string, unknown> = {}) => {
    const invalid = validate(schema, { ...values, ...extra });
    setErrors(invalid ?? {});
    if (!invalid) setServerError('');
    return !invalid;
  };

  /** Callbacks for login and registration: keep the session, or show the server's last word. */
  const sessionCallbacks = (onSuccess: () => void) => ({
    onSuccess: ({ token }: { token: string }) => {
      startSession(token);
      onSuccess();
    },
    onError: (error: unknown) => setServerError(lastServerMessage(error)),
  });

  return { values, errors, setErrors, serverError, setServerError, field, fields, check, sessionCallbacks };
}
