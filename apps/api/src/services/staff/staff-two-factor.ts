import { eq } from 'drizzle-orm';
import { staffMessages, type Staff, type TwoFactorSetup } from '@foundation/contract/staff';
import type { Db } from '../../db/client.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { staff } from '../../db/schema/index.ts';
import { recordAudit } from '../audit.ts';
import { refuse, staffWrite, type Outcome } from '../write.ts';
import { findStaff, staffView, type AuditActor } from './staff.ts';
import { checkCode, newTotpSecret, setupView, type TwoFactorGuard } from './staff-totp.ts';

/**
 * A member's own second factor (/api/admin/me/two-factor): set up a secret, confirm it with a first
 * code (only then does sign-in ask for codes), or turn it off with a current code.
 */

export type CodeOutcome<T> = Outcome<T> | { status: 'paused'; seconds: number };

const wrongCode = () => ({ status: 'invalid' as const, errors: { code: [staffMessages.codeInvalid] } });

/** A new pending secret (replacing any earlier one not confirmed); the account signs in as before until it is confirmed. */
export async function startTwoFactorSetup(db: Db, secrets: SecretBox, actor: AuditActor & { id: number }, publicUrl: string): Promise<Outcome<TwoFactorSetup>> {
  const secret = newTotpSecret();
  const done = await staffWrite(db, actor, [], async (tx) => {
    const member = await findStaff(tx, actor.id);
    if (!member) return refuse({ status: 'not-found' });
    if (member.totpSecret) return refuse({ status: 'conflict', message: staffMessages.twoFactorAlreadyOn });
    await tx.update(staff).set({ totpPendingSecret: secrets.seal(secret) }).where(eq(staff.id, member.id));
    await recordAudit(tx, actor, { action: 'two_factor_setup', entity: 'staff', entityId: member.id });
    return member.email;
  });
  return done.status === 'ok' ? { status: 'ok', value: await setupView(secret, done.value, publicUrl) } : done;
}

/** The first code from the app proves the secret reached it: two-step sign-in is on. */
export async function confirmTwoFactor(db: Db, guard: TwoFactorGuard, actor: AuditActor & { id: number }, code: string, requireTwoFactor: boolean): Promise<CodeOutcome<Staff>> {
  const member = await findStaff(db, actor.id);
  if (!member) return { status: 'not-found' };
  if (member.totpSecret) return { status: 'conflict', message: staffMessages.twoFactorAlreadyOn };
  const pending = member.totpPendingSecret;
  if (!pending) return { status: 'conflict', message: staffMessages.twoFactorNotStarted };
  const check = await checkCode(guard, member.id, pending, code);
  if (check.status === 'paused') return check;
  if (check.status === 'wrong') return wrongCode();
  return staffWrite(db, actor, [], async (tx) => {
    // Only the secret that was checked is kept: a set-up restarted meanwhile wins.
    const [on] = await tx.update(staff).set({ totpSecret: pending, totpPendingSecret: null }).where(eq(staff.id, member.id)).returning();
    await recordAudit(tx, actor, { action: 'two_factor_on', entity: 'staff', entityId: member.id });
    return staffView(on!, requireTwoFactor);
  });
}

/** Turning it off takes a current code, so a session left open on a shared desk cannot do it. */
export async function turnOffTwoFactor(db: Db, guard: TwoFactorGuard, actor: AuditActor & { id: number }, code: string, requireTwoFactor: boolean): Promise<CodeOutcome<Staff>> {
  const member = await findStaff(db, actor.id);
  if (!member) return { status: 'not-found' };
  if (!member.totpSecret) return { status: 'conflict', message: staffMessages.twoFactorNotOn };
  if (requireTwoFactor && member.role === 'admin') return { status: 'conflict', message: staffMessages.twoFactorRequiredForAdmins };
  const check = await checkCode(guard, member.id, member.totpSecret, code);
  if (check.status === 'paused') return check;
  if (check.status === 'wrong') return wrongCode();
  return staffWrite(db, actor, [], async (tx) => {
    const [off] = await tx.update(staff).set({ totpSecret: null, totpPendingSecret: null }).where(eq(staff.id, member.id)).returning();
    await recordAudit(tx, actor, { action: 'two_factor_off', entity: 'staff', entityId: member.id });
    return staffView(off!, requireTwoFactor);
  });
}
