import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { LEARNER_RESET_TTL_MS } from '@foundation/contract/learners';
import { inLocale, paths, type Locale } from '@foundation/contract/routes';
import type { Mailer } from '../../adapters/mailer.ts';
import type { Db } from '../../db/client.ts';
import { learnerSessions, learnerTokens, learners, type staffTokens } from '../../db/schema/index.ts';
import { learnerResetMail } from './learner-reset-mail.ts';
import { postPublicMail } from '../mail/public-mail.ts';
import { oneTimeLinks } from '../accounts/one-time-links.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { learnerSessionStore } from '../accounts/sessions.ts';

/**
 * A learner's forgotten password: the one-time link of staff's resets (one-time-links.ts, decision
 * 17) in a table of its own, so a learner's link can never act on a staff account.
 */
const links = oneTimeLinks<'reset'>(learnerTokens as unknown as typeof staffTokens, 'learnerId', { reset: LEARNER_RESET_TTL_MS });

const byEmail = (email: string) => eq(sql`lower(${learners.email})`, email.toLowerCase());

export interface ResetDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/**
 * The page a link opens, in the language it was asked from. The token rides in the fragment (#),
 * which browsers send to no server and put in no Referer, so it stays out of access logs.
 */
export const resetLinkUrl = (publicUrl: string, locale: Locale, token: string) => `${new URL(inLocale(locale, paths.resetPassword), publicUrl).href}#token=${token}`;

/**
 * POST /api/customer_password_reset, once its answer (the same for any address) has gone: e-mails
 * the account with this address a reset link, at most one a minute, so nobody can flood a mailbox.
 */
export async function requestLearnerReset(deps: ResetDeps, email: string, locale: Locale, now = new Date()) {
  const [learner] = await deps.db.select({ id: learners.id, email: learners.email, firstName: learners.firstName }).from(learners).where(byEmail(email));
  if (!learner || (await links.sentLately(deps.db, learner.id, 'reset', now))) return;
  const { token } = await deps.db.transaction((tx) => links.issue(tx, learner.id, 'reset', now));
  // Through the public mail path: replies reach the foundation's address, signed with its name.
  postPublicMail(deps, locale, (house) => learnerResetMail(learner, resetLinkUrl(deps.publicUrl, locale, token), locale, house), (error) =>
    deps.log.error({ code: (error as { code?: string }).code ?? 'unknown' }, 'learner reset e-mail not sent'),
  );
}

/**
 * POST /api/customer_password_reset/confirm: the new password, once. Every session of the learner
 * ends (a thief's, if the old password leaked) and one new session starts here; their enrolments
 * and progress are untouched. Null for a link unknown, used or past its hour.
 */
export async function confirmLearnerReset(db: Db, body: { token: string; password: string }, now = new Date()): Promise<string | null> {
  // Hashed before the link is looked at: a dead link costs the caller the same time as a live one.
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const learnerId = await links.use(tx, body.token, 'reset', now);
    if (learnerId === null) return null;
    await tx.update(learners).set({ passwordHash, updatedAt: now }).where(eq(learners.id, learnerId));
    await tx.update(learnerSessions).set({ revokedAt: now }).where(and(eq(learnerSessions.learnerId, learnerId), isNull(learnerSessions.revokedAt)));
    await links.end(tx, learnerId, undefined, now);
    return learnerSessionStore.create(tx, learnerId, now);
  });
}
