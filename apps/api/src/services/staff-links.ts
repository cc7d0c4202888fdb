import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { STAFF_INVITE_TTL_MS, STAFF_RESET_TTL_MS, STAFF_ROLE_LABELS, type StaffRole } from '@foundation/contract/staff';
import type { Mailer } from '../adapters/mailer.ts';
import type { Db } from '../db/client.ts';
import { staffTokens } from '../db/schema/index.ts';

/**
 * One-time links e-mailed to staff: an invitation (48 h) to set a first password, or a password
 * reset (1 h). The token is 32 random bytes; only its SHA-256 is stored, so a copy of the database
 * opens nothing. A link works once: using it, or a newer link of the same kind, ends it.
 */
export type LinkPurpose = 'invite' | 'reset';

const TTL: Record<LinkPurpose, number> = { invite: STAFF_INVITE_TTL_MS, reset: STAFF_RESET_TTL_MS };
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Ends a member's unused links of one kind (all kinds when not said): a newer link, a disabled account. */
export async function endLinks(tx: Db, staffId: number, purpose?: LinkPurpose, now = new Date()) {
  await tx
    .update(staffTokens)
    .set({ usedAt: now })
    .where(and(eq(staffTokens.staffId, staffId), isNull(staffTokens.usedAt), purpose ? eq(staffTokens.purpose, purpose) : undefined));
}

/** A new link for the member, ending their earlier ones of the same kind; answers the token to e-mail. */
export async function issueLink(tx: Db, staffId: number, purpose: LinkPurpose, now = new Date()) {
  await endLinks(tx, staffId, purpose, now);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TTL[purpose]);
  await tx.insert(staffTokens).values({ staffId, purpose, tokenHash: digest(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

/**
 * Uses a link: marks it used and answers its member's id, or null when it is unknown, expired or
 * used. One UPDATE, so two requests with the same link cannot both get in; in the caller's
 * transaction, so a refused password leaves the link usable.
 */
export async function useLink(tx: Db, token: string, purpose: LinkPurpose, now = new Date()): Promise<number | null> {
  if (!/^[\w-]{43}$/.test(token)) return null;
  const [used] = await tx
    .update(staffTokens)
    .set({ usedAt: now })
    .where(and(eq(staffTokens.tokenHash, digest(token)), eq(staffTokens.purpose, purpose), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now)))
    .returning({ staffId: staffTokens.staffId });
  return used?.staffId ?? null;
}

/** A reset link asked for in the last minute: another is not sent, so nobody can flood a mailbox. */
export async function recentReset(tx: Db, staffId: number, now = new Date()) {
  const [recent] = await tx
    .select({ id: staffTokens.id })
    .from(staffTokens)
    .where(and(eq(staffTokens.staffId, staffId), eq(staffTokens.purpose, 'reset'), isNull(staffTokens.usedAt), gt(staffTokens.createdAt, new Date(now.getTime() - 60_000))))
    .limit(1);
  return recent !== undefined;
}

/**
 * The back office page a link opens. The token rides in the fragment (#), which browsers never send
 * to a server nor put in a Referer, so it stays out of access logs.
 */
export const linkUrl = (publicUrl: string, page: 'accept-invitation' | 'reset-password', token: string) =>
  `${new URL(`/admin/${page}`, publicUrl).href}#token=${token}`;

const SIGNATURE = ['', 'The Foundation'];

export function invitationMail(to: { email: string; name: string; role: StaffRole }, invitedBy: string, link: string) {
  return {
    to: to.email,
    subject: 'Your invitation to the back office of The Foundation',
    text: [
      `Dear ${to.name},`,
      '',
      `${invitedBy} has invited you to the back office of The Foundation as ${STAFF_ROLE_LABELS[to.role].toLowerCase()}.`,
      'Choose your password here to start (the link works once, for 48 hours):',
      link,
      '',
      'If you did not expect this invitation, you can ignore this e-mail.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function resetMail(to: { email: string; name: string }, link: string) {
  return {
    to: to.email,
    subject: 'Choose a new password for the back office',
    text: [
      `Dear ${to.name},`,
      '',
      'Someone asked for a new password for your back office account. Choose it here (the link works once, for one hour):',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** Hands a link's e-mail to the mailer after the change is saved; a failure is logged without the address. */
export function sendLinkMail(mailer: Mailer, log: FastifyBaseLogger, message: { to: string; subject: string; text: string }, kind: LinkPurpose) {
  mailer.post(message, (error) => log.error({ kind, code: (error as { code?: string }).code ?? 'unknown' }, 'staff link e-mail not sent'));
}
