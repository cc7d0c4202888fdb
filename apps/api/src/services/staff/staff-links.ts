import type { FastifyBaseLogger } from 'fastify';
import {
  STAFF_INVITE_TTL_MS,
  STAFF_RESET_TTL_MS,
  STAFF_ROLE_LABELS,
  STAFF_SIGN_IN_LINK_TTL_MS,
  type StaffRole,
} from '@foundation/contract/staff';
import type { Mailer } from '../../adapters/mailer.ts';
import type { Db } from '../../db/client.ts';
import { staffTokens } from '../../db/schema/index.ts';
import { oneTimeLinks } from '../accounts/one-time-links.ts';

/**
 * One-time links e-mailed to staff (one-time-links.ts): an invitation (48 h) to set a first
 * password, a password reset (1 h), or a sign-in link (15 min) for the right password from a new
 * device while strangers are guessing at the account.
 */
export type LinkPurpose = 'invite' | 'reset' | 'sign-in';

const links = oneTimeLinks<LinkPurpose>(staffTokens, 'staffId', { invite: STAFF_INVITE_TTL_MS, reset: STAFF_RESET_TTL_MS, 'sign-in': STAFF_SIGN_IN_LINK_TTL_MS });

/** Ends a member's unused links of one kind (all kinds when not said): a newer link, a disabled account. */
export const endLinks = (tx: Db, staffId: number, purpose?: LinkPurpose, now = new Date()) => links.end(tx, staffId, purpose, now);

/** A new link for the member, ending their earlier ones of the same kind; answers the token to e-mail. */
export const issueLink = (tx: Db, staffId: number, purpose: LinkPurpose, now = new Date()) => links.issue(tx, staffId, purpose, now);

/** Uses a link: its member's id, or null when it is unknown, expired or used (see one-time-links.ts). */
export const useLink = (tx: Db, token: string, purpose: LinkPurpose, now = new Date()) => links.use(tx, token, purpose, now);

/** A link of this kind e-mailed in the last minute: another is not sent, so nobody can flood a mailbox. */
export const sentLately = (tx: Db, staffId: number, purpose: LinkPurpose, now = new Date()) => links.sentLately(tx, staffId, purpose, now);

/**
 * The back office page a link opens. The token rides in the fragment (#), which browsers never send
 * to a server nor put in a Referer, so it stays out of access logs.
 */
export const linkUrl = (publicUrl: string, page: 'accept-invitation' | 'reset-password' | 'sign-in-link', token: string) =>
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

/**
 * The right password from a device the account does not know, while strangers are guessing at it.
 * It also tells the member their password is known, in case it was not them.
 */
export function signInLinkMail(to: { email: string; name: string }, link: string) {
  return {
    to: to.email,
    subject: 'Your sign-in link for the back office',
    text: [
      `Dear ${to.name},`,
      '',
      'Your back office account has been receiving many wrong passwords, so signing in from a new device takes one more step. Your right password has just been entered on a device that has not signed in before.',
      'If that was you, open this link to sign in (it works once, for 15 minutes):',
      link,
      '',
      'If it was not you, someone else knows your password. Do not open the link: choose a new password with "Forgot your password?" on the sign-in page, and tell an administrator.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** Hands a link's e-mail to the mailer after the change is saved; a failure is logged without the address. */
export function sendLinkMail(mailer: Mailer, log: FastifyBaseLogger, message: { to: string; subject: string; text: string }, kind: LinkPurpose) {
  mailer.post(message, (error) => log.error({ kind, code: (error as { code?: string }).code ?? 'unknown' }, 'staff link e-mail not sent'));
}
