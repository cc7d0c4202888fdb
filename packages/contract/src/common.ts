import { z } from 'zod';

/** Ids in paths are positive integers; anything else is a 404, never a 500. */
export const IdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A 422 body: every bad field with its messages, the first one being the one a person reads. */
export const ValidationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof ValidationErrorSchema>;

export const MessageSchema = z.object({ message: z.string() });

export const messages = {
  invalidData: 'The given data was invalid.',
  notFound: 'Not found.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serverError: 'Something went wrong on our side. Please try again.',
  payloadTooLarge: 'The request is too large.',
  malformed: 'The request could not be read.',
  unauthenticated: 'Please log in to continue.',
} as const;

/** Empty states quoted by the spec; kept in their own zod-free module so pages import them cheaply. */
export { emptyStates } from './empty-states.ts';

/** Money crosses the API as rupees with at most 2 decimals; the database keeps integer paisa. */
export const rupees = (paisa: number) => Math.round(paisa) / 100;
export const toPaisa = (amount: number) => Math.round(amount * 100);

/** Turns zod issues into the 422 errors map: field -> messages, nested paths joined by dots. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
