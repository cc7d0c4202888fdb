import { z } from 'zod';

/** The largest value of a PostgreSQL integer: every integer a client sends is capped here, so none overflows a query. */
export const MAX_INT4 = 2_147_483_647;

/** Ids in paths are positive integers; anything else is a 404, never a 500. */
export const IdParamSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_INT4) });

/** A body that is only a sentence: a success's, or a failure's (see ErrorBodySchema in errors.ts). */
export const MessageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageSchema>;

// Plain strings in a module of their own: the web imports them without pulling in zod.
export { messages, emptyStates } from './messages.ts';

/** Money crosses the API as rupees with at most 2 decimals; the database keeps integer paisa. */
export const rupees = (paisa: number) => Math.round(paisa) / 100;
export const toPaisa = (amount: number) => Math.round(amount * 100);
