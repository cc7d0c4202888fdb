import { z } from 'zod';
import { documented } from './documented.ts';

/** The largest value of a PostgreSQL integer: every integer a client sends is capped here, so none overflows a query. */
export const MAX_INT4 = 2_147_483_647;

/**
 * A whole number as a path or a query writes it: plain decimal digits, so "0x1", "1e0", "+1",
 * " 1", "1.0" or "01" never read as 1 (one address, one thing: no second spelling of a page for
 * a cache or a search engine to keep). Every id and count a client sends in an address is read here.
 */
export const decimalInt = (min: number, max: number, message?: string) =>
  z
    .string({ error: message })
    .regex(/^(0|[1-9]\d{0,9})$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message))
    .meta(documented.wholeNumber(min, max));

/** An id in an address: a positive decimal integer that fits the database's integer. */
export const IdSchema = decimalInt(1, MAX_INT4);

/** Ids in paths are positive decimal integers; anything else is a 404, never a 500. */
export const IdParamSchema = z.object({ id: IdSchema });

/** A body that is only a sentence: a success's, or a failure's (see ErrorBodySchema in errors.ts). */
export const MessageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageSchema>;

// Plain strings in a module of their own: the web imports them without pulling in zod.
export { messages, emptyStates } from './messages.ts';

/** Money crosses the API as rupees with at most 2 decimals; the database keeps integer paisa. */
export const rupees = (paisa: number) => Math.round(paisa) / 100;
export const toPaisa = (amount: number) => Math.round(amount * 100);
