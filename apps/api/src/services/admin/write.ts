import type { FieldErrors } from '@foundation/contract/errors';
import type { Db } from '../../db/client.ts';
import { cacheBusOf } from '../../lib/cache-bus.ts';

/** Who makes a back office change: the staff member of the session (plugins/auth.ts). */
export interface StaffActor {
  id: number;
}

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
