import { TransactionRollbackError, eq, sql } from 'drizzle-orm';
import type { LoginBody, RegisterBody } from '@foundation/contract/customers';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import { customerSessionStore } from './sessions.ts';
import { enrolIn } from './enrolments.ts';
import { isPublished } from './courses.ts';

export type RegisterOutcome = { status: 'registered'; token: string } | { status: 'email-taken' } | { status: 'course-unavailable' };

const byEmail = (email: string) => eq(sql`lower(${customers.email})`, email.toLowerCase());

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * customer_register: the account, its first session and (with a course_id) the enrolment are
 * written in one transaction, so a failure leaves nothing half made.
 */
export async function registerCustomer(db: Db, body: RegisterBody): Promise<RegisterOutcome> {
  if (body.course_id !== undefined && !(await isPublished(db, body.course_id))) return { status: 'course-unavailable' };
  const [existing] = await db.select({ id: customers.id }).from(customers).where(byEmail(body.email));
  if (existing) return { status: 'email-taken' };
  const passwordHash = await hashPassword(body.password);
  const lastName = body.lastName ?? '';
  try {
    return await db.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
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
        .returning({ id: customers.id });
      const id = customer!.id;
      if (body.course_id !== undefined) {
        const name = [body.name, lastName].filter(Boolean).join(' ');
        const details = { name, email: body.email, phone: body.phoneNumber, address: '' };
        if ((await enrolIn(tx, id, body.course_id, details)) === 'unavailable') tx.rollback();
      }
      return { status: 'registered', token: await customerSessionStore.create(tx, id) } as const;
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
export async function loginCustomer(db: Db, body: LoginBody): Promise<string | null> {
  const [customer] = await db.select({ id: customers.id, passwordHash: customers.passwordHash }).from(customers).where(byEmail(body.email));
  const ok = customer ? await verifyPassword(body.password, customer.passwordHash) : await burnPasswordCheck(body.password);
  return ok && customer ? customerSessionStore.create(db, customer.id) : null;
}

/** The key of the account's known-device proofs (see known-devices.ts). */
export async function customerPasswordHash(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ hash: customers.passwordHash }).from(customers).where(byEmail(email));
  return row?.hash ?? null;
}

export async function findProfile(db: Db, customerId: number) {
  const [row] = await db
    .select({ id: customers.id, first_name: customers.firstName, last_name: customers.lastName, email: customers.email, phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}
