import { TOTP_DIGITS } from '@foundation/contract/staff';
import type { Db } from '../../db/client.ts';
import { verifyPassword } from '../accounts/passwords.ts';
import { findStaff } from './staff.ts';
import { checkCode, type TwoFactorGuard } from './staff-totp.ts';

export type Confirmation = { status: 'ok' } | { status: 'wrong' } | { status: 'paused'; seconds: number };

const CODE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/**
 * Re-authentication for what a session alone may not do (changing where donors' money goes): the
 * member's own password, or a current code from their authenticator app. A staff password has at
 * least 12 characters, so 6 digits are always read as a code, and only for a member who has a
 * second factor. Wrong answers count with wrong codes (the member's pause, 1 s, 2 s, 4 s …), so a
 * stolen session cannot guess its owner's password here faster than at sign-in.
 */
export async function confirmStaff(db: Db, guard: TwoFactorGuard, staffId: number, confirmation: string, now = Date.now()): Promise<Confirmation> {
  const member = await findStaff(db, staffId);
  if (!member?.passwordHash || member.disabledAt) return { status: 'wrong' };
  const code = confirmation.replace(/\s/g, '');
  if (CODE.test(code) && member.totpSecret) return checkCode(guard, member.id, member.totpSecret, code, now);
  const key = `staff:${member.id}`;
  const wait = await guard.failures.pauseMs(key);
  if (wait > 0) return { status: 'paused', seconds: Math.ceil(wait / 1000) };
  if (await verifyPassword(confirmation, member.passwordHash)) {
    await guard.failures.clear(key);
    return { status: 'ok' };
  }
  await guard.failures.add(key);
  return { status: 'wrong' };
}
