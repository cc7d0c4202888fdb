import { z } from 'zod';
import { documented } from '../documented.ts';
import { STAFF_ROLES, STAFF_STATUSES, staffAdminMessages as m } from '../staff-messages.ts';
import { choiceFilter, listEnvelope, listQuerySchema, recordEnvelope, timestamp } from './kit.ts';

/**
 * Staff management (admins only): GET /api/admin/staff lists the accounts, POST invites one by
 * e-mail, PATCH /:id changes a name or role, and POST /:id/{invitation,disable,enable} and
 * DELETE /:id/sessions act on one account. Staff are disabled, never deleted: the audit log names them.
 */

export const AdminStaffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  two_factor: z.boolean(),
  /** When a session was last started (sign-in, accepted invitation, reset); null if never. */
  last_sign_in_at: timestamp.nullable(),
  /** Sessions still open: "End sessions" signs them all out. */
  live_sessions: z.number().int(),
  /** For an invited member: when their current link stops working. */
  invitation_expires_at: timestamp.nullable(),
  created_at: timestamp,
});
export type AdminStaffMember = z.infer<typeof AdminStaffMemberSchema>;

const name = z.string({ error: m.nameRequired }).trim().min(1, { error: m.nameRequired, abort: true }).max(100, m.nameTooLong);
const role = z.enum(STAFF_ROLES, { error: m.roleInvalid });

/** POST /api/admin/staff: the new member is e-mailed a link (48 h) to set their password. */
export const AdminStaffInviteSchema = z.object({
  email: z.string({ error: m.emailInvalid }).trim().max(254, m.emailInvalid).pipe(z.email(m.emailInvalid)).meta(documented.email),
  name,
  role,
});
export type AdminStaffInvite = z.input<typeof AdminStaffInviteSchema>;

/** PATCH /api/admin/staff/:id: any of a name and a role. */
export const AdminStaffPatchSchema = z.object({ name, role }).partial();
export type AdminStaffPatch = z.input<typeof AdminStaffPatchSchema>;

export const AdminStaffListQuerySchema = listQuerySchema({
  sort: ['name', 'email', 'role', 'created_at'],
  defaultSort: 'name',
  filters: { role: choiceFilter(STAFF_ROLES), status: choiceFilter(STAFF_STATUSES) },
});
export type AdminStaffListQuery = z.input<typeof AdminStaffListQuerySchema>;

export const AdminStaffListResponseSchema = listEnvelope(AdminStaffMemberSchema);
export type AdminStaffListResponse = z.infer<typeof AdminStaffListResponseSchema>;
export const AdminStaffResponseSchema = recordEnvelope(AdminStaffMemberSchema);
export type AdminStaffResponse = z.infer<typeof AdminStaffResponseSchema>;
