import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { firstMessages } from '../../../lib/first-messages';
import { localizeMessage } from '../../../lib/localize-message';
import { m } from '../../../paraglide/messages.js';

export type FieldErrors = Record<string, string>;

type Options<T> = {
  /** Posts the form's fields; the server is the one judge of what is valid. */
  save: (body: T) => Promise<unknown>;
  /** The success toast of spec point 8, titled "Success" (the contract's words: shown in the page's language). */
  savedMessage: string;
  /** Called with the first message per field of a 422 (the membership form toasts each). */
  onFieldErrors?: (errors: FieldErrors) => void;
  /** Called after a successful save and reset, for state the form element does not hold. */
  onSaved?: () => void;
};

/** What to tell a person when the save failed for a reason that is not about a field. */
function describe(error: unknown): string {
  if (error instanceof NetworkError) return m.site_form_unreachable();
  const message = error instanceof ApiError ? (error.body as { message?: unknown } | null)?.message : undefined;
  return typeof message === 'string' && message ? localizeMessage(message) : m.site_form_failed();
}

/**
 * The life of the site's forms (spec point 4): submit sets a busy flag and clears the errors; a
 * 422 puts the first message of each field under it; success toasts and resets the fields; a
 * 429 or a lost connection toasts and keeps everything the person typed.
 */
export function useServerForm<T>({ save, savedMessage, onFieldErrors, onSaved }: Options<T>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [rejections, setRejections] = useState(0);

  // After a 422, take the person to the first field that needs them (not while they type).
  useEffect(() => {
    if (rejections) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [rejections]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    setBusy(true);
    setErrors({});
    try {
      await save(Object.fromEntries(new FormData(form)) as T);
      form.reset();
      onSaved?.();
      notify.success(localizeMessage(savedMessage));
    } catch (error) {
      const fields = error instanceof ApiError && error.status === 422 ? firstMessages(error.fieldErrors) : {};
      if (Object.keys(fields).length) {
        setErrors(fields);
        setRejections((n) => n + 1);
        if (onFieldErrors) onFieldErrors(fields);
        // A message about no field on this form (say, the whole body) still reaches the person.
        else for (const [name, message] of Object.entries(fields)) if (!form.elements.namedItem(name)) notify.error(localizeMessage(message));
      } else {
        notify.error(describe(error));
      }
    } finally {
      setBusy(false);
    }
  }

  /** Editing a field takes its error away: the message has done its job. */
  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });

  return { formRef, busy, errors, onSubmit, clearError };
}
