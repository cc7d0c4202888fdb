import type { FieldErrors } from '@foundation/contract/errors';
import type { Db } from '../db/client.ts';
import { cacheBusOf, PUBLIC_PAGES } from '../lib/cache-bus.ts';
import { audited, type StaffActor } from './audit.ts';

export type { StaffActor };

/**
 * The system itself: the seed that fills the site's essentials and demo content at start-up,
 * before any staff account exists (startup.ts creates the first one after it). It writes through
 * the same services, so its content obeys the rules staff face; what it writes names no one
 * (a media file's created_by stays null), and the audit log shows it as the system (no staff id,
 * e-mail or address).
 */
export const SYSTEM_ACTOR: StaffActor = Object.freeze({ id: null, email: null, ip: null });

/** Why a write did not happen; thrown inside the transaction so nothing of it is kept. */
export type Refusal =
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'not-found' }
  | { status: 'conflict'; message: string }
  /** The member's role may do this, but not to this record (approving their own proposal). */
  | { status: 'forbidden'; message: string };

export class WriteRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.status);
  }
}

export const refuse = (refusal: Refusal): never => {
  throw new WriteRefused(refusal);
};

/**
 * The one path every back office write takes: one transaction, knowing who writes, then the
 * caches that hold the changed data are cleared in every process (the cache bus), so the public
 * site shows the change at once.
 *
 * The role was checked by the route (staffOnly, before the body was read). `change` records what
 * it did with recordAudit(tx, staff, ...) in this transaction, so the change and its audit row are
 * kept or lost together; a change that records nothing is a bug, and is rolled back rather than
 * kept untraced: every staff write must leave its audit row.
 */
export async function staffWrite<T>(db: Db, staff: StaffActor, caches: readonly string[], change: (tx: Db) => Promise<T>): Promise<Outcome<T>> {
  let value: T;
  try {
    value = await db.transaction(async (tx) => {
      const result = await change(tx);
      if (!audited(tx)) throw new Error('A back office write must record what it changed: call recordAudit(tx, staff, ...) in its transaction.');
      return result;
    });
  } catch (error) {
    if (error instanceof WriteRefused) return error.refusal;
    throw error;
  }
  const bus = cacheBusOf(db);
  // Any page of the site may show what changed: the rendered pages go with every write.
  for (const name of [...caches, PUBLIC_PAGES]) bus.publish(name);
  return { status: 'ok', value };
}

/** What a write answers: done, with its value, or refused and why. */
export type Outcome<T> = { status: 'ok'; value: T } | Refusal;
