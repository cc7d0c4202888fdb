import { z } from 'zod';
import { day, idFilter, listEnvelope, listQuerySchema, recordEnvelope, timestamp } from './kit.ts';
import { auditMessages as m } from './audit-messages.ts';

export * from './audit-messages.ts';

/**
 * The audit log, read by admins only: GET /api/admin/audit (the kit's list envelope,
 * newest first), GET /api/admin/audit/:id and GET /api/admin/audit/filter-options (the choices of the
 * list's selects). Nothing writes it but the writes it records: no POST, PATCH or DELETE exists,
 * and the database refuses to change or remove a row.
 */

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: timestamp,
  /** Null for the system (the seed) or a failed sign-in with an unknown e-mail. */
  staff_id: z.number().int().nullable(),
  /** As the account was known when it acted. */
  staff_email: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  /** The resource's one name, as in its API path: `blogs`, `settings`, `donations`, `staff`. */
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** The record (or the fields that changed) as it was and as it became; null for none. */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** `blogs`, `news-events`, `sign_in`: the names the API records, never free text. */
const name = (message: string) => z.string({ error: message }).trim().regex(/^[a-z][a-z0-9_-]{0,59}$/, message).optional();

/**
 * `q` looks in the staff e-mail, the address, the record id and the fields naming the record
 * (title, name, reference, email, file name) before and after; `from` and `to` are days in
 * Karachi, both included; `staff_id` is a staff member's id.
 */
export const AuditListQuerySchema = listQuerySchema({
  sort: ['at'],
  defaultSort: '-at',
  filters: {
    entity: name(m.entity),
    action: name(m.action),
    staff_id: idFilter,
    from: day('From').optional(),
    to: day('To').optional(),
  },
}).refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], message: m.dateOrder });
export type AuditListQuery = z.input<typeof AuditListQuerySchema>;
export type AuditListParams = z.output<typeof AuditListQuerySchema>;

export const AuditListResponseSchema = listEnvelope(AuditEntrySchema);
export type AuditListResponse = z.infer<typeof AuditListResponseSchema>;
export const AuditEntryResponseSchema = recordEnvelope(AuditEntrySchema);
export type AuditEntryResponse = z.infer<typeof AuditEntryResponseSchema>;

/** What the list's selects offer: the kinds of record the log holds, and the staff. */
export const AuditFilterOptionsSchema = z.object({
  entities: z.array(z.string()),
  staff: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});
export type AuditFilterOptions = z.infer<typeof AuditFilterOptionsSchema>;
export const AuditFilterOptionsResponseSchema = recordEnvelope(AuditFilterOptionsSchema);
