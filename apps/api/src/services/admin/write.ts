import type { FieldErrors } from '@foundation/contract/errors';
import type { Db } from '../../db/client.ts';
import { cacheBusOf } from '../../lib/cache-bus.ts';

/**
 * Who makes a back office change: the staff member of the session (plugins/auth.ts), or the
 * system itself (SYSTEM_ACTOR).
 */
export interface StaffActor {
  /** The staff row's id; null for the system, which is no member of staff. */
  id: number | null;
}

/**
 * The system itself: the seed that fills the site's essentials and demo content at start-up,
 * before any staff account exists (startup.ts creates the first one after it). It writes through
 * the same services, so its content obeys the rules staff face; what it writes names no one
 * (a media file's created_by stays null). Issue 13 lets it past the role check and audits it as
 * the system.
 */
export const SYSTEM_ACTOR: StaffActor = Object.freeze({ id: null });

/** Why a write did not happen; thrown inside the transaction so nothing of it is kept. */
export type Refusal = { status: 'invalid'; errors: FieldErrors } | { status: 'not-found' } | { status: 'conflict'; message: string };

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
 * Issue 13 adds the role check and the audit row here, inside the same transaction as the change.
 */
export async function staffWrite<T>(db: Db, staff: StaffActor, caches: readonly string[], change: (tx: Db) => Promise<T>): Promise<Outcome<T>> {
  void staff; // issue 13: check staff's role for this write and insert the audit row with `tx`.
  let value: T;
  try {
    value = await db.transaction((tx) => change(tx));
  } catch (error) {
    if (error instanceof WriteRefused) return error.refusal;
    throw error;
  }
  const bus = cacheBusOf(db);
  for (const name of caches) bus.publish(name);
  return { status: 'ok', value };
}

/** What a write answers: done, with its value, or refused and why. */
export type Outcome<T> = { status: 'ok'; value: T } | Refusal;
