import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  STAFF_TOKEN_TTL_MS,
  STAFF_TWO_FACTOR_CHALLENGE_TTL_MS,
  type StaffLoginBody,
  type StaffLoginResponse,
  type StaffSignIn,
  type StaffTwoFactorChallenge,
} from '@foundation/contract/staff';
import type { Db } from '../../db/client.ts';
import { staff } from '../../db/schema/index.ts';
import { recordAudit } from '../audit.ts';
import { staffWrite } from '../write.ts';
import { burnPasswordCheck, verifyPassword } from '../accounts/passwords.ts';
import { staffSessionStore } from '../accounts/sessions.ts';
import { byEmail, findStaff, staffView, type AuditActor, type StaffRow } from './staff.ts';
import { checkCode, type CodeCheck, type TwoFactorGuard } from './staff-totp.ts';

/** Where a sign-in comes from, and whether the site asks admins for a second factor. */
export interface SignInContext {
  ip: string;
  requireTwoFactor: boolean;
}

export const actorOf = (member: Pick<StaffRow, 'id' | 'email'> | undefined, ip: string): AuditActor => ({ id: member?.id ?? null, email: member?.email ?? null, ip });

/** Why a sign-in failed, for the audit log only: the caller is told the same thing every time. */
export type FailReason = 'unknown_email' | 'no_password' | 'password' | 'disabled' | 'code';

/**
 * A failed sign-in in the audit log: the account when the e-mail names one, never the password,
 * nor an e-mail that names no account (people type their password in the e-mail field).
 */
export const recordFailedSignIn = (db: Db, member: StaffRow | undefined, ip: string, reason: FailReason) =>
  recordAudit(db, actorOf(member, ip), { action: 'sign_in_failed', entity: 'staff', entityId: member?.id ?? null, after: { reason } });

/** A new session in `tx`, written to the audit log with it: every way in (password, code, link) ends here. */
export async function openSession(tx: Db, member: StaffRow, context: SignInContext, now = new Date(), how: Record<string, unknown> = {}): Promise<StaffLoginResponse> {
  const token = await staffSessionStore.create(tx, member.id, now);
  await recordAudit(tx, actorOf(member, context.ip), { action: 'sign_in', entity: 'staff', entityId: member.id, after: { two_factor: member.totpSecret !== null, ...how } });
  return { token, expires_at: new Date(now.getTime() + STAFF_TOKEN_TTL_MS).toISOString(), staff: staffView(member, context.requireTwoFactor) };
}

/** A session, or the challenge for the code when the member has two-step sign-in. */
export async function sessionOrChallenge(tx: Db, member: StaffRow, context: SignInContext, now = new Date(), how: Record<string, unknown> = {}): Promise<StaffSignIn> {
  return member.totpSecret ? twoFactorChallenge(member, now) : openSession(tx, member, context, now, how);
}

export type PasswordCheck = { ok: true; member: StaffRow } | { ok: false; member: StaffRow | undefined; reason: FailReason };

/** The password step of every sign-in, with no write: the same work for an unknown e-mail as for a wrong password. */
export async function checkPassword(db: Db, body: StaffLoginBody): Promise<PasswordCheck> {
  const [member] = await db.select().from(staff).where(byEmail(body.email));
  // An invited member without a password yet signs in like an unknown e-mail: same time, same answer.
  const ok = member?.passwordHash ? await verifyPassword(body.password, member.passwordHash) : await burnPasswordCheck(body.password);
  // A disabled account's right password opens nothing, and says no more than a wrong one.
  if (ok && member && !member.disabledAt) return { ok: true, member };
  return { ok: false, member, reason: !member ? 'unknown_email' : !member.passwordHash ? 'no_password' : !ok ? 'password' : 'disabled' };
}

/** Same answer and the same work for an unknown e-mail as for a wrong password. */
export async function loginStaff(db: Db, body: StaffLoginBody, context: SignInContext, now = new Date()): Promise<StaffSignIn | null> {
  const check = await checkPassword(db, body);
  if (!check.ok) {
    await recordFailedSignIn(db, check.member, context.ip, check.reason);
    return null;
  }
  const { member } = check;
  // The password step of two-step sign-in writes nothing: the code's step opens the session.
  if (member.totpSecret) return twoFactorChallenge(member, now);
  const done = await staffWrite(db, actorOf(member, context.ip), [], (tx) => openSession(tx, member, context, now));
  if (done.status !== 'ok') throw new Error(`sign-in refused: ${done.status}`);
  return done.value;
}

// The challenge: the member's id, when it expires, a nonce, and an HMAC keyed by the account's
// password hash and TOTP secret. Nothing is stored; a new password or secret voids every challenge.

const challengeMac = (member: StaffRow, payload: string) =>
  createHmac('sha256', `${member.passwordHash}\n${member.totpSecret}`).update(`staff-two-factor\n${payload}`).digest('base64url');

export function twoFactorChallenge(member: StaffRow, now = new Date()): StaffTwoFactorChallenge {
  const expires = now.getTime() + STAFF_TWO_FACTOR_CHALLENGE_TTL_MS;
  const payload = `${member.id}.${expires}.${randomBytes(12).toString('base64url')}`;
  return { two_factor_required: true, challenge: `${payload}.${challengeMac(member, payload)}`, expires_at: new Date(expires).toISOString() };
}

/** The member a challenge was given to, while it holds; null for anything forged, expired or voided. */
export async function challengedMember(db: Db, challenge: string, now = new Date()): Promise<StaffRow | null> {
  const match = /^(\d{1,9})\.(\d{13})\.([\w-]{16})\.([\w-]{43})$/.exec(challenge);
  if (!match || Number(match[2]) <= now.getTime()) return null;
  const member = await findStaff(db, Number(match[1]));
  if (!member?.passwordHash || !member.totpSecret || member.disabledAt) return null;
  const expected = Buffer.from(challengeMac(member, `${match[1]}.${match[2]}.${match[3]}`));
  const given = Buffer.from(match[4]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? member : null;
}

export type TwoFactorSignIn = { status: 'expired' } | CodeCheck | { status: 'signed-in'; session: StaffLoginResponse };

/** The second step: the challenge's member and a current code from their app open a session. */
export async function loginWithCode(db: Db, guard: TwoFactorGuard, body: { challenge: string; code: string }, context: SignInContext, now = new Date()): Promise<TwoFactorSignIn> {
  const member = await challengedMember(db, body.challenge, now);
  if (!member) return { status: 'expired' };
  const check = await checkCode(guard, member.id, member.totpSecret!, body.code, now.getTime());
  if (check.status === 'wrong') await recordFailedSignIn(db, member, context.ip, 'code');
  if (check.status !== 'ok') return check;
  const done = await staffWrite(db, actorOf(member, context.ip), [], (tx) => openSession(tx, member, context, now));
  if (done.status !== 'ok') throw new Error(`sign-in refused: ${done.status}`);
  return { status: 'signed-in', session: done.value };
}
