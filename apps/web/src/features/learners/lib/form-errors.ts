import type { z } from 'zod';
import { messages } from '@foundation/contract/messages';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { firstMessages } from '../../../lib/first-messages';

export type FieldErrors = Partial<Record<string, string>>;

/** Checks a form against its schema: null when valid, else the first message of each field. */
export function validate(schema: z.ZodType, values: unknown): FieldErrors | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The 422 map as one message per field (the first), for forms that show errors under fields. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError ? firstMessages(error.fieldErrors) : {};
}

/**
 * The modal's one error line (spec point 8): every message from `error` and `errors` is shown
 * in turn and the last one wins; without either, the response's message.
 */
export function lastServerMessage(error: unknown): string {
  if (error instanceof NetworkError) return error.message;
  if (!(error instanceof ApiError)) return messages.serverError;
  const body = (error.body ?? {}) as { error?: unknown; message?: unknown };
  const shown: string[] = [];
  if (typeof body.error === 'string') shown.push(body.error);
  for (const list of Object.values(error.fieldErrors)) if (list[0]) shown.push(list[0]);
  if (typeof body.message === 'string') shown.unshift(body.message);
  return shown.at(-1) ?? messages.serverError;
}
