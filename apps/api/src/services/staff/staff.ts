import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Staff } from '@foundation/contract/staff';
import type { Db } from '../../db/client.ts';
import { staff, staffSessions } from '../../db/schema/index.ts';
import type { StaffActor } from '../write.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';

export type StaffRow = typeof staff.$inferSelect;

export const byEmail = (email: string) => eq(sql`lower(${staff.email})`, email.trim().toLowerCase());

/** Who wrote an audit line: the member acting, or (sign-in, links) the account the request names. */
export type AuditActor = StaffActor;

/**
 * Makes sure the account named by ADMIN_EMAIL exists with ADMIN_PASSWORD, as an enabled admin: the
 * environment's account stays the first admin, so a site can never lose its last one for good
 * (a forgotten password, a demotion or a disabled account is undone by restarting with the env set).
 */
export async function ensureStaffAccount(db: Db, account: { email: string; password: string; name: string }) {
  const [existing] = await db.select().from(staff).where(byEmail(account.email));
  if (!existing) {
    // Processes started together each find no account: the first insert wins, the others' do nothing.
    await db
      .insert(staff)
      .values({ email: account.email, name: account.name, role: 'admin', passwordHash: await hashPassword(account.password) })
      .onConflictDoNothing();
    return 'created' as const;
  }
  const samePassword = existing.passwordHash !== null && (await verifyPassword(account.password, existing.passwordHash));
  const firstAdmin = existing.role === 'admin' && existing.disabledAt === null;
  if (samePassword && existing.name === account.name && firstAdmin) return 'unchanged' as const;
  const passwordHash = samePassword ? existing.passwordHash : await hashPassword(account.password);
  await db.update(staff).set({ name: account.name, passwordHash, role: 'admin', disabledAt: null }).where(eq(staff.id, existing.id));
  return 'updated' as const;
}

/** An account as its owner sees it (login, /me): never its hash or secrets. */
export function staffView(member: Pick<StaffRow, 'name' | 'email' | 'role' | 'totpSecret'>, requireTwoFactor: boolean): Staff {
  const twoFactor = member.totpSecret !== null;
  return {
    name: member.name,
    email: member.email,
    role: member.role,
    two_factor: twoFactor,
    two_factor_setup_required: secondFactorMissing(member.role, twoFactor, requireTwoFactor),
  };
}

/** ADMIN_REQUIRE_2FA holds admins only: they manage people and money, editors do not. */
export const secondFactorMissing = (role: StaffRow['role'], twoFactor: boolean, requireTwoFactor: boolean) => requireTwoFactor && role === 'admin' && !twoFactor;

/** The key of the staff member's known-device proofs (see known-devices.ts). */
export async function staffPasswordHash(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ hash: staff.passwordHash }).from(staff).where(byEmail(email));
  return row?.hash ?? null;
}

export async function findStaff(db: Db, id: number) {
  const [member] = await db.select().from(staff).where(eq(staff.id, id));
  return member ?? null;
}

/**
 * Who a live session belongs to, for the guard (every back office request): null once the account
 * is disabled or gone, so disabling ends its sessions at once even before they are revoked.
 */
export async function staffCaller(db: Db, id: number, requireTwoFactor = false) {
  const [member] = await db
    .select({ email: staff.email, role: staff.role, disabledAt: staff.disabledAt, twoFactor: sql<boolean>`${staff.totpSecret} is not null` })
    .from(staff)
    .where(eq(staff.id, id));
  if (!member || member.disabledAt) return null;
  return { email: member.email, role: member.role, secondFactorMissing: secondFactorMissing(member.role, member.twoFactor, requireTwoFactor) };
}

/** Ends every open session of a member; answers how many were still live. */
export async function revokeSessions(tx: Db, staffId: number, now = new Date()) {
  const ended = await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ expiresAt: staffSessions.expiresAt });
  return ended.filter((s) => s.expiresAt > now).length;
}
