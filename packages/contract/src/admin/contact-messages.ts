import { z } from 'zod';
import { choiceFilter, listEnvelope, listQuerySchema, recordEnvelope } from './kit.ts';
import { handlingRow, inboxFilters } from './inbox.ts';

/** Contact and Join Us messages (one table; `form` says which form sent it), as staff handle them. */

export const CONTACT_FORMS = ['contact', 'join_us'] as const;

export const AdminContactMessageRowSchema = z.object({
  id: z.number().int(),
  form: z.enum(CONTACT_FORMS),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  ...handlingRow,
});
export type AdminContactMessageRow = z.infer<typeof AdminContactMessageRowSchema>;

export const AdminContactMessageSchema = AdminContactMessageRowSchema.extend({
  message: z.string(),
  /** Internal: never shown to the visitor. */
  note: z.string(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

export const AdminContactMessageListQuerySchema = listQuerySchema({
  sort: ['created_at', 'name', 'status'],
  defaultSort: '-created_at',
  filters: { form: choiceFilter(CONTACT_FORMS), ...inboxFilters },
});
export type AdminContactMessageListQuery = z.input<typeof AdminContactMessageListQuerySchema>;

export const AdminContactMessageListResponseSchema = listEnvelope(AdminContactMessageRowSchema);
export const AdminContactMessageResponseSchema = recordEnvelope(AdminContactMessageSchema);
