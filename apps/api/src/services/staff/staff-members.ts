import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  AdminStaffListQuerySchema,
  AdminStaffMemberSchema,
  type AdminStaffInvite,
  type AdminStaffMember,
  type AdminStaffPatch,
} from '@foundation/contract/admin/staff';
import { ROLES, staffAdminMessages, type StaffStatus } from '@foundation/contract/staff';
import type { Db } from '../../db/client.ts';
import { staff } from '../../db/schema/index.ts';
import { recordAudit } from '../audit.ts';
import { defineResource } from '../back-office/kit.ts';
import { refuse, staffWrite, type Outcome } from '../write.ts';
import { byEmail, revokeSessions, type AuditActor } from './staff.ts';
import { endLinks, issueLink } from './staff-links.ts';

/** PostgreSQL's unique_violation, through either driver (drizzle wraps the driver's error). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** An account's state, from its columns: disabled wins, then no password yet means invited. */
const statusSql = sql<StaffStatus>`case when ${staff.disabledAt} is not null then 'disabled' when ${staff.passwordHash} is null then 'invited' else 'active' end`;

const statusIs = (status: StaffStatus): SQL =>
  status === 'disabled'
    ? isNotNull(staff.disabledAt)
    : and(isNull(staff.disabledAt), status === 'invited' ? isNull(staff.passwordHash) : isNotNull(staff.passwordHash))!;

// Derived per member: sessions are kept until the member's next sign-in sweeps the dead ones, so
// the newest session's start is the last sign-in. Correlated on "staff"."id" by name: drizzle
// writes a column of the outer table unqualified inside a subquery.
const columns = {
  id: staff.id,
  name: staff.name,
  email: staff.email,
  role: staff.role,
  status: statusSql,
  twoFactor: sql<boolean>`${staff.totpSecret} is not null`,
  lastSignInAt: sql<Date | string | null>`(select max(s.created_at) from staff_sessions s where s.staff_id = "staff"."id")`,
  liveSessions: sql<number>`(select count(*)::int from staff_sessions s where s.staff_id = "staff"."id" and s.revoked_at is null and s.expires_at > now())`,
  invitationExpiresAt: sql<Date | string | null>`(select max(k.expires_at) from staff_tokens k
    where k.staff_id = "staff"."id" and k.purpose = 'invite' and k.used_at is null and k.expires_at > now())`,
  createdAt: staff.createdAt,
};

type Selected = { [K in keyof typeof columns]: unknown } & { id: number; name: string; email: string; role: AdminStaffMember['role']; status: StaffStatus; createdAt: Date };

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

const toMember = (r: Selected): AdminStaffMember => ({
  id: r.id,
  name: r.name,
  email: r.email,
  role: r.role,
  status: r.status,
  two_factor: Boolean(r.twoFactor),
  last_sign_in_at: iso(r.lastSignInAt),
  live_sessions: Number(r.liveSessions),
  invitation_expires_at: r.status === 'invited' ? iso(r.invitationExpiresAt) : null,
  created_at: r.createdAt.toISOString(),
});

async function readMember(db: Db, id: number): Promise<AdminStaffMember | null> {
  const [row] = await db.select(columns).from(staff).where(eq(staff.id, id));
  return row ? toMember(row as Selected) : null;
}

/** The staff list (GET /api/admin/staff) on the kit's list: search, sort, filters and paging as every list. */
export const staffResource = defineResource({
  name: 'staff',
  label: 'staff member',
  table: staff,
  id: staff.id,
  schemas: { row: AdminStaffMemberSchema, record: AdminStaffMemberSchema, query: AdminStaffListQuerySchema },
  search: [staff.name, staff.email],
  sort: { name: sql`lower(${staff.name})`, email: sql`lower(${staff.email})`, role: staff.role, created_at: staff.createdAt },
  filters: (query) => [query.role ? eq(staff.role, query.role) : undefined, query.status ? statusIs(query.status) : undefined],
  rows: async (db, page) =>
    (await db.select(columns).from(staff).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map((r) => toMember(r as Selected)),
  read: readMember,
  caches: [],
  roles: ROLES.admin,
});

/** What the audit log keeps of an account: who and what, never a hash, token or secret. */
const audited = (m: AdminStaffMember) => ({ name: m.name, email: m.email, role: m.role, status: m.status, two_factor: m.two_factor });

/** Thrown out of a write that finds nothing to change (disabling a disabled account): no write, no audit row. */
class Unchanged<T> extends Error {
  constructor(readonly value: T) {
    super('unchanged');
  }
}
const unchanged = <T>(value: T): never => {
  throw new Unchanged(value);
};

/** Each action on one account, in one transaction with its audit row; missing ids are a 404. */
async function onMember<T>(db: Db, actor: AuditActor, id: number, change: (tx: Db, before: AdminStaffMember) => Promise<T>): Promise<Outcome<T>> {
  try {
    return await staffWrite(db, actor, [], async (tx) => {
      const before = await readMember(tx, id);
      if (!before) return refuse({ status: 'not-found' });
      return change(tx, before);
    });
  } catch (error) {
    if (error instanceof Unchanged) return { status: 'ok', value: error.value as T };
    throw error;
  }
}

/**
 * Refuses a change that would leave no active admin (nobody could manage staff again). The active
 * admins' rows are locked, so two admins demoting each other at once cannot both succeed.
 */
async function keepAnAdmin(tx: Db, member: AdminStaffMember) {
  if (member.role !== 'admin' || member.status !== 'active') return;
  const admins = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), isNull(staff.disabledAt), isNotNull(staff.passwordHash)))
    .for('update');
  if (admins.every((a) => a.id === member.id)) refuse({ status: 'conflict', message: staffAdminMessages.lastAdmin });
}

/** POST /api/admin/staff: a new account without a password, and the link that sets it (to e-mail). */
export async function inviteMember(db: Db, actor: AuditActor, input: AdminStaffInvite) {
  try {
    return await staffWrite(db, actor, [], async (tx) => {
      const [taken] = await tx.select({ id: staff.id }).from(staff).where(byEmail(input.email));
      if (taken) refuse({ status: 'invalid', errors: { email: [staffAdminMessages.emailTaken] } });
      const [row] = await tx.insert(staff).values({ name: input.name, email: input.email, role: input.role, passwordHash: null }).returning({ id: staff.id });
      const link = await issueLink(tx, row!.id, 'invite');
      const member = (await readMember(tx, row!.id))!;
      await recordAudit(tx, actor, { action: 'invite', entity: 'staff', entityId: member.id, after: audited(member) });
      return { member, token: link.token };
    });
  } catch (error) {
    // Invited at the same moment by another admin.
    if (isUniqueViolation(error)) return { status: 'invalid' as const, errors: { email: [staffAdminMessages.emailTaken] } };
    throw error;
  }
}

/** POST /api/admin/staff/:id/invitation: a new link for someone who has not set a password; the old one stops working. */
export const reinviteMember = (db: Db, actor: AuditActor, id: number) =>
  onMember(db, actor, id, async (tx, member) => {
    if (member.status === 'disabled') refuse({ status: 'conflict', message: staffAdminMessages.disabledNoInvite });
    if (member.status !== 'invited') refuse({ status: 'conflict', message: staffAdminMessages.notInvited });
    const link = await issueLink(tx, id, 'invite');
    const after = (await readMember(tx, id))!;
    await recordAudit(tx, actor, { action: 'invite', entity: 'staff', entityId: id, before: audited(member), after: { ...audited(after), resent: true } });
    return { member: after, token: link.token };
  });

/** PATCH /api/admin/staff/:id: a name or a role. A role counts from the member's next request. */
export const updateMember = (db: Db, actor: AuditActor, id: number, patch: AdminStaffPatch) =>
  onMember(db, actor, id, async (tx, before) => {
    const roleChanges = patch.role !== undefined && patch.role !== before.role;
    if (roleChanges) await keepAnAdmin(tx, before);
    const values = { ...(patch.name !== undefined && { name: patch.name }), ...(roleChanges && { role: patch.role }) };
    if (Object.keys(values).length === 0) return unchanged(before);
    await tx.update(staff).set(values).where(eq(staff.id, id));
    const after = (await readMember(tx, id))!;
    await recordAudit(tx, actor, { action: roleChanges ? 'role' : 'update', entity: 'staff', entityId: id, before: audited(before), after: audited(after) });
    return after;
  });

/** POST /api/admin/staff/:id/disable: no sign-in, every session and link ended at once. */
export const disableMember = (db: Db, actor: AuditActor, id: number) =>
  onMember(db, actor, id, async (tx, before) => {
    if (before.status === 'disabled') return unchanged(before);
    await keepAnAdmin(tx, before);
    const now = new Date();
    await tx.update(staff).set({ disabledAt: now }).where(eq(staff.id, id));
    const ended = await revokeSessions(tx, id, now);
    await endLinks(tx, id, undefined, now);
    const after = (await readMember(tx, id))!;
    await recordAudit(tx, actor, { action: 'disable', entity: 'staff', entityId: id, before: audited(before), after: { ...audited(after), sessions_ended: ended } });
    return after;
  });

/** POST /api/admin/staff/:id/enable: signs in again with the password it had (an invited one needs a new invitation). */
export const enableMember = (db: Db, actor: AuditActor, id: number) =>
  onMember(db, actor, id, async (tx, before) => {
    if (before.status !== 'disabled') return unchanged(before);
    await tx.update(staff).set({ disabledAt: null }).where(eq(staff.id, id));
    const after = (await readMember(tx, id))!;
    await recordAudit(tx, actor, { action: 'enable', entity: 'staff', entityId: id, before: audited(before), after: audited(after) });
    return after;
  });

/** DELETE /api/admin/staff/:id/sessions: signs the member out everywhere (a lost phone, a shared desk). */
export const endMemberSessions = (db: Db, actor: AuditActor, id: number) =>
  onMember(db, actor, id, async (tx) => {
    const ended = await revokeSessions(tx, id);
    await recordAudit(tx, actor, { action: 'sessions_ended', entity: 'staff', entityId: id, after: { sessions_ended: ended } });
    return ended;
  });

/** DELETE /api/admin/staff/:id/two-factor: for a member who lost their phone; they set it up again. */
export const resetMemberTwoFactor = (db: Db, actor: AuditActor, id: number) =>
  onMember(db, actor, id, async (tx, before) => {
    if (!before.two_factor) return unchanged(before);
    await tx.update(staff).set({ totpSecret: null, totpPendingSecret: null }).where(eq(staff.id, id));
    const after = (await readMember(tx, id))!;
    await recordAudit(tx, actor, { action: 'two_factor_off', entity: 'staff', entityId: id, before: audited(before), after: { ...audited(after), by_admin: true } });
    return after;
  });
