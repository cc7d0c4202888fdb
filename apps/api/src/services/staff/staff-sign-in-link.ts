import type { FastifyBaseLogger } from 'fastify';
import { staffMessages, type StaffSignIn } from '@foundation/contract/staff';
import type { Mailer } from '../../adapters/mailer.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit.ts';
import { refuse, staffWrite, type Outcome } from '../write.ts';
import { findStaff } from './staff.ts';
import { issueLink, linkUrl, sendLinkMail, sentLately, signInLinkMail, useLink } from './staff-links.ts';
import { actorOf, recordFailedSignIn, sessionOrChallenge, type PasswordCheck, type SignInContext } from './staff-sign-in.ts';

/**
 * Sign-in while strangers are guessing at an account (docs/decisions/0026). Their wrong passwords
 * pause the account, but a pause must not keep its member out: from a browser the account does not
 * know, every attempt during a pause gets the same answer ("if the password is right, we have
 * e-mailed you a link"), and only a right password sends the account's mailbox a one-time link.
 * A guesser learns nothing from an attempt in a pause; the member gets in through their mail.
 */

export interface SignInLinkDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * What a paused attempt leads to, done once its answer has gone (so not even the answer's timing
 * differs): a wrong password is recorded as a failed sign-in; a right one gets a sign-in link, at
 * most one a minute, so nobody who knows the password can flood the mailbox.
 */
export async function afterPausedAttempt(deps: SignInLinkDeps, check: PasswordCheck, ip: string, now = new Date()) {
  if (!check.ok) return recordFailedSignIn(deps.db, check.member, ip, check.reason);
  const { member } = check;
  if (await sentLately(deps.db, member.id, 'sign-in', now)) return;
  const actor = actorOf(member, ip);
  const done = await staffWrite(deps.db, actor, [], async (tx) => {
    const link = await issueLink(tx, member.id, 'sign-in', now);
    await recordAudit(tx, actor, { action: 'sign_in_link_sent', entity: 'staff', entityId: member.id });
    return link;
  });
  if (done.status === 'ok') sendLinkMail(deps.mailer, deps.log, signInLinkMail(member, linkUrl(deps.publicUrl, 'sign-in-link', done.value.token)), 'sign-in');
}

/**
 * POST /api/admin/sign-in-link: the link's member is in, as after their password: a session, or the
 * challenge for their code (a second factor still stands). Unknown, used, expired or voided links
 * (a new password ends them; a disabled account opens nothing) get one answer.
 */
export function signInByLink(db: Db, token: string, context: SignInContext): Promise<Outcome<{ email: string; answer: StaffSignIn }>> {
  const now = new Date();
  return staffWrite(db, { id: null, email: null, ip: context.ip }, [], async (tx) => {
    const staffId = await useLink(tx, token, 'sign-in', now);
    const member = staffId === null ? null : await findStaff(tx, staffId);
    if (!member?.passwordHash || member.disabledAt) return refuse({ status: 'conflict', message: staffMessages.signInLinkInvalid });
    // Its own row, as the code step that may follow writes one only once the code is right.
    await recordAudit(tx, actorOf(member, context.ip), { action: 'sign_in_link_used', entity: 'staff', entityId: member.id });
    return { email: member.email, answer: await sessionOrChallenge(tx, member, context, now, { via: 'sign_in_link' }) };
  });
}
