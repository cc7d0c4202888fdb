import { z } from 'zod';
import { documented } from '../documented.ts';
import { choiceFilter, fieldMessages as f, idFilter, listEnvelope, listQuerySchema, optionalText, reference, timestamp } from './kit.ts';
import { INBOX_STATUSES, inboxMessages } from './inbox-messages.ts';

export * from './inbox-messages.ts';

/**
 * The inbox: what visitors send (contact-messages, memberships) is handled by staff:
 * a status, who has it, and an internal note. Visitors create these; staff only handle them.
 */

/** `from=2026-11-01`: a day in Pakistan's calendar, as a date input sends it. */
const dayFilter = z
  .string({ error: inboxMessages.day })
  .regex(/^\d{4}-\d{2}-\d{2}$/, inboxMessages.day)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, inboxMessages.day)
  .meta(documented.day)
  .optional();

/** The filters both kinds of submission share: status, assignee and the day range they arrived in. */
export const inboxFilters = {
  status: choiceFilter(INBOX_STATUSES),
  assignee_id: idFilter,
  from: dayFilter,
  to: dayFilter,
};

/** What staff set on a submission; the rest is the visitor's and never changes. */
export const InboxPatchSchema = z
  .object({
    status: z.enum(INBOX_STATUSES, { error: f.choice('Status', INBOX_STATUSES) }),
    assignee_id: reference('Assignee').nullable(),
    note: optionalText('Note', inboxMessages.noteMax),
  })
  .partial();
export type InboxPatch = z.input<typeof InboxPatchSchema>;

/** The handling part of every submission's row and record. */
export const handlingRow = {
  status: z.enum(INBOX_STATUSES),
  assignee_id: z.number().int().nullable(),
  assignee_name: z.string().nullable(),
  created_at: timestamp,
  /** When it was marked done; null while it is not. */
  handled_at: timestamp.nullable(),
};

// Staff a submission can be given to: active accounts, listed for the assignee select.

export const AssigneeRowSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type AssigneeRow = z.infer<typeof AssigneeRowSchema>;
export const AssigneeListQuerySchema = listQuerySchema({ sort: ['name'], defaultSort: 'name' });
export const AssigneeListResponseSchema = listEnvelope(AssigneeRowSchema);
