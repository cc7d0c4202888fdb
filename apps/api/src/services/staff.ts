import { eq, sql } from 'drizzle-orm';
import { STAFF_TOKEN_TTL_MS, type StaffLoginBody, type StaffLoginResponse } from '@foundation/contract/staff';
import type { Db } from '../db/client.ts';
import { staff } from '../db/schema/index.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import { staffSessionStore } from './sessions.ts';

const byEmail = (email: string) => eq(sql`lower(${staff.email})`, email.toLowerCase());

/**
 * Makes sure the account named by ADMIN_EMAIL exists with ADMIN_PASSWORD, so a new site has
 * someone who can review donations, and a forgotten password is reset by restarting with a new one.
 */
export async function ensureStaffAccount(db: Db, account: { email: string; password: string; name: string }) {
  const [existing] = await db.select().from(staff).where(byEmail(account.email));
  if (!existing) {
    // Processes started together each find no account: the first insert wins, the others' do nothing.
    await db.insert(staff).values({ email: account.email, name: account.name, passwordHash: await hashPassword(account.password) }).onConflictDoNothing();
    return 'created' as const;
  }
  const samePassword = existing.passwordHash !== null && (await verifyPassword(account.password, existing.passwordHash));
  if (samePassword && existing.name === account.name) return 'unchanged' as const;
  const passwordHash = samePassword ? existing.passwordHash : await hashPassword(account.password);
  await db.update(staff).set({ name: account.name, passwordHash }).where(eq(staff.id, existing.id));
  return 'updated' as const;
}

/** Same answer and the same work for an unknown e-mail as for a wrong password. */
export async function loginStaff(db: Db, body: StaffLoginBody, now = new Date()): Promise<StaffLoginResponse | null> {
  const [member] = await db.select().from(staff).where(byEmail(body.email));
  // An invited member without a password yet signs in like an unknown e-mail: same time, same answer.
  const ok = member?.passwordHash ? await verifyPassword(body.password, member.passwordHash) : await burnPasswordCheck(body.password);
  // A disabled account's right password opens nothing, and says no more than a wrong one.
  if (!ok || !member || member.disabledAt) return null;
  const token = await staffSessionStore.create(db, member.id, now);
  const expiresAt = new Date(now.getTime() + STAFF_TOKEN_TTL_MS);
  return { token, expires_at: expiresAt.toISOString(), staff: { name: member.name, email: member.email, role: member.role } };
}

/** The key of the staff member's known-device proofs (see known-devices.ts). */
export async function staffPasswordHash(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ hash: staff.passwordHash }).from(staff).where(byEmail(email));
  return row?.hash ?? null;
}

export async function findStaff(db: Db, id: number) {
  const [member] = await db.select({ name: staff.name, email: staff.email, role: staff.role }).from(staff).where(eq(staff.id, id));
  return member ?? null;
}

/** Who a live session belongs to, for the guard: null once the account is disabled or gone. */
export async function staffCaller(db: Db, id: number) {
  const [member] = await db.select({ email: staff.email, role: staff.role, disabledAt: staff.disabledAt }).from(staff).where(eq(staff.id, id));
  return member && !member.disabledAt ? { email: member.email, role: member.role } : null;
}
