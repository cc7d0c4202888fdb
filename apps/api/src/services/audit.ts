import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/**
 * Who makes a back office change: the staff member of the session (plugins/auth.ts), or the
 * system itself (SYSTEM_ACTOR in services/write.ts).
 */
export interface StaffActor {
  /** The staff row's id; null for the system, which is no member of staff. */
  id: number | null;
  /** As the session knew them, so the audit log names them even if the account changes later. */
  email: string | null;
  /** The address the request came from; null for the system. */
  ip: string | null;
}

/** One line of the audit log: what was done to which record, with its values before and after. */
export interface AuditEntry {
  /** create, update, delete, order, verify, reject, sign_in, sign_in_failed, invite, role, disable… */
  action: string;
  /** The domain's one name, as in the API path: `blogs`, `donations`, `staff`, `settings`. */
  entity: string;
  entityId?: string | number | null;
  /** The record as it was and as it became (plain JSON); null where there is none (a create's before). */
  before?: unknown;
  after?: unknown;
}

/** Transactions that recorded an audit row: staffWrite refuses to commit one that did not. */
const recorded = new WeakSet<Db>();

/** Whether `tx` has recorded what it changed (see staffWrite). */
export const audited = (tx: Db) => recorded.has(tx);

/**
 * Appends to the audit log. Call it with the transaction of the change it records, so
 * the change and its record are kept or lost together. Never put a password, a token, a TOTP secret
 * or a receipt's bytes in `before`/`after`: pass the record without them.
 */
export async function recordAudit(tx: Db, actor: StaffActor, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    staffId: actor.id,
    staffEmail: actor.email,
    ip: actor.ip,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
  recorded.add(tx);
}

/**
 * The fields of two versions of a record whose values differ, each side with only those fields
 * (plus `keep`, e.g. the donation's reference, so a line names what it is about): what an audit
 * row stores when the whole record would be noise or hold what it should not.
 */
export function changedFields<R extends Record<string, unknown>>(before: R, after: R, keep: readonly (keyof R)[] = []) {
  const keys = Object.keys(after).filter((key) => keep.includes(key) || JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  const pick = (r: R) => Object.fromEntries(keys.map((key) => [key, r[key] ?? null]));
  return { before: pick(before), after: pick(after) };
}
