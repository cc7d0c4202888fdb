import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { staffMessages, type StaffLoginResponse, type StaffSignIn } from '@foundation/contract/staff';
import type { Mailer } from '../../adapters/mailer.ts';
import type { Db } from '../../db/client.ts';
import { staff } from '../../db/schema/index.ts';
import { recordAudit } from '../audit.ts';
import { refuse, staffWrite, type Outcome } from '../write.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { byEmail, findStaff, revokeSessions, type AuditActor, type StaffRow } from './staff.ts';
import { endLinks, issueLink, linkUrl, resetMail, sendLinkMail, sentLately, useLink, type LinkPurpose } from './staff-links.ts';
import { passwordProblem } from './staff-passwords.ts';
import { openSession, sessionOrChallenge, type SignInContext } from './staff-sign-in.ts';

/**
 * The ways into an account without its password: an invitation's first password, and a password
 * reset. Both take a one-time link (staff-links.ts) and end signed in, as a sign-in would.
 */

/** A link that does not work (the routes answer 410): the same for unknown, used and expired ones. */
const linkGone = () => refuse({ status: 'conflict', message: staffMessages.linkInvalid });

type Finish<T> = (tx: Db, member: StaffRow, actor: AuditActor, now: Date) => Promise<T>;

async function setPasswordByLink<T>(db: Db, body: { token: string; password: string }, purpose: LinkPurpose, ip: string, finish: Finish<T>): Promise<Outcome<T>> {
  const now = new Date();
  // Hashed before the link is looked at: a dead link costs the caller the same time as a live one.
  const hash = await hashPassword(body.password);
  // The link's member is known only inside the transaction: the audit rows name them.
  return staffWrite(db, { id: null, email: null, ip }, [], async (tx) => {
    const staffId = await useLink(tx, body.token, purpose, now);
    const member = staffId === null ? null : await findStaff(tx, staffId);
    // An invitation is for a member who has no password yet; a reset for one who has; neither if disabled.
    const fits = member && !member.disabledAt && (purpose === 'invite' ? member.passwordHash === null : member.passwordHash !== null);
    if (!member || !fits) return linkGone();
    const problem = passwordProblem(body.password, member);
    if (problem) return refuse({ status: 'invalid', errors: { password: [problem] } });
    const [changed] = await tx.update(staff).set({ passwordHash: hash }).where(eq(staff.id, member.id)).returning();
    return finish(tx, changed!, { id: member.id, email: member.email, ip }, now);
  });
}

/** POST /api/admin/invitations/accept: the first password; answers a session (a new member has no second factor). */
export const acceptInvitation = (db: Db, body: { token: string; password: string }, context: SignInContext): Promise<Outcome<StaffLoginResponse>> =>
  setPasswordByLink(db, body, 'invite', context.ip, async (tx, member, actor, now) => {
    await recordAudit(tx, actor, { action: 'invite_accepted', entity: 'staff', entityId: member.id });
    return openSession(tx, member, context, now, { via: 'invitation' });
  });

/**
 * POST /api/admin/password-reset/confirm: a new password. It ends every other session (a thief's,
 * if the password leaked) and the other links (reset, and sign-in links the old password earned); the second factor still stands, so the answer
 * is a session only for a member without one.
 */
export const confirmPasswordReset = (db: Db, body: { token: string; password: string }, context: SignInContext): Promise<Outcome<StaffSignIn>> =>
  setPasswordByLink(db, body, 'reset', context.ip, async (tx, member, actor, now) => {
    const ended = await revokeSessions(tx, member.id, now);
    await endLinks(tx, member.id, undefined, now);
    await recordAudit(tx, actor, { action: 'password_reset', entity: 'staff', entityId: member.id, after: { sessions_ended: ended } });
    return sessionOrChallenge(tx, member, context, now, { via: 'password_reset' });
  });

/**
 * POST /api/admin/password-reset: e-mails a reset link to an active account with this address, at
 * most one a minute. The caller is told the same either way, so the form reveals no accounts.
 */
export async function requestPasswordReset(deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string }, email: string, ip: string) {
  const [member] = await deps.db.select().from(staff).where(byEmail(email));
  // Invited members use their invitation (an admin sends it again); disabled ones get nothing.
  if (!member?.passwordHash || member.disabledAt) return;
  if (await sentLately(deps.db, member.id, 'reset')) return;
  const actor: AuditActor = { id: member.id, email: member.email, ip };
  const done = await staffWrite(deps.db, actor, [], async (tx) => {
    const link = await issueLink(tx, member.id, 'reset');
    await recordAudit(tx, actor, { action: 'password_reset_requested', entity: 'staff', entityId: member.id });
    return link;
  });
  if (done.status === 'ok') sendLinkMail(deps.mailer, deps.log, resetMail(member, linkUrl(deps.publicUrl, 'reset-password', done.value.token)), 'reset');
}
