import { z } from 'zod';

/** The largest value of a PostgreSQL integer: every integer a client sends is capped here, so none overflows a query. */
export const MAX_INT4 = 2_147_483_647;

/** Ids in paths are positive integers; anything else is a 404, never a 500. */
export const IdParamSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_INT4) });

/** A 422 body: every bad field with its messages, the first one being the one a person reads. */
export const ValidationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof ValidationErrorSchema>;

export const MessageSchema = z.object({ message: z.string() });

// Plain strings in a module of their own: the web imports them without pulling in zod.
export { messages, emptyStates } from './messages.ts';

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
