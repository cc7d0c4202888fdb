import { TransactionRollbackError, eq, sql } from 'drizzle-orm';
import type { LoginBody, RegisterBody } from '@foundation/contract/learners';
import type { Db } from '../../db/client.ts';
import { learners } from '../../db/schema/index.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { learnerSessionStore } from '../accounts/sessions.ts';
import { enrolIn } from './enrolments.ts';
import { isPublished } from '../catalogue/courses.ts';

export type RegisterOutcome = { status: 'registered'; token: string } | { status: 'email-taken' } | { status: 'course-unavailable' };

const byEmail = (email: string) => eq(sql`lower(${learners.email})`, email.toLowerCase());

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * customer_register: the account, its first session and (with a course_id) the enrolment are
 * written in one transaction, so a failure leaves nothing half made.
 */
export async function registerLearner(db: Db, body: RegisterBody): Promise<RegisterOutcome> {
  if (body.course_id !== undefined && !(await isPublished(db, body.course_id))) return { status: 'course-unavailable' };
  const [existing] = await db.select({ id: learners.id }).from(learners).where(byEmail(body.email));
  if (existing) return { status: 'email-taken' };
  const passwordHash = await hashPassword(body.password);
  const lastName = body.lastName ?? '';
  try {
    return await db.transaction(async (tx) => {
      const [learner] = await tx
        .insert(learners)
        .values({
          firstName: body.name,
          lastName,
          email: body.email,
          phone: body.phoneNumber,
          // The modal no longer sends the spec's invented defaults; we store only what we were told.
          gender: body.gender ?? 'unspecified',
          birthdate: body.birthdate ?? null,
          passwordHash,
        })
        .returning({ id: learners.id });
      const id = learner!.id;
      if (body.course_id !== undefined) {
        const name = [body.name, lastName].filter(Boolean).join(' ');
        const details = { name, email: body.email, phone: body.phoneNumber, address: '' };
        if ((await enrolIn(tx, id, body.course_id, details)) === 'unavailable') tx.rollback();
      }
      return { status: 'registered', token: await learnerSessionStore.create(tx, id) } as const;
    });
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides, the loser is told.
    if (isUniqueViolation(error)) return { status: 'email-taken' };
    if (error instanceof TransactionRollbackError) return { status: 'course-unavailable' };
    throw error;
  }
}

/**
 * customer_login: an unknown e-mail and a wrong password give the same answer after the same
 * work (a stand-in hash is checked), so neither the reply nor its timing reveals an account.
 */
export async function loginLearner(db: Db, body: LoginBody): Promise<string | null> {
  const [learner] = await db.select({ id: learners.id, passwordHash: learners.passwordHash }).from(learners).where(byEmail(body.email));
  const ok = learner ? await verifyPassword(body.password, learner.passwordHash) : await burnPasswordCheck(body.password);
  return ok && learner ? learnerSessionStore.create(db, learner.id) : null;
}

/** The key of the account's known-device proofs (see known-devices.ts). */
export async function learnerPasswordHash(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ hash: learners.passwordHash }).from(learners).where(byEmail(email));
  return row?.hash ?? null;
}

export async function findProfile(db: Db, learnerId: number) {
  const [row] = await db
    .select({ id: learners.id, first_name: learners.firstName, last_name: learners.lastName, email: learners.email, phone: learners.phone })
    .from(learners)
    .where(eq(learners.id, learnerId));
  return row ?? null;
}
