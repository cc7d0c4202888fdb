import { and, count, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import {
  PAYMENT_DETAIL_FIELDS,
  PAYMENT_DETAIL_HOLD_MS,
  paymentDetailsMessages as m,
  type PaymentDetailChange,
  type PaymentDetails,
  type PaymentDetailsView,
} from '@foundation/contract/admin/payment-details';
import type { Db } from '../../../db/client.ts';
import { paymentDetailChanges as changes, settings, staff } from '../../../db/schema/index.ts';
import { recordAudit } from '../../audit.ts';
import { readSettings, SETTINGS } from '../../catalogue/settings.ts';
import { refuse, staffWrite, SYSTEM_ACTOR, type Outcome, type StaffActor } from '../../write.ts';

/**
 * Where donors send money, under four eyes (decision 32). What is in effect lives in `settings`
 * like any setting, so the public pages read only what was approved; a change waits in
 * `payment_detail_changes` until a second administrator approves it, or (proposed by the only
 * administrator) its hold ends, or an administrator or finance member cancels it. The decisions
 * are conditional updates of the pending row, so two processes (or two people) never both apply one.
 */

/** The audit log's name for these changes: the entity id is the change's. */
export const PAYMENT_DETAILS = 'payment-details';

type ChangeRow = typeof changes.$inferSelect;
type Details = Partial<PaymentDetails>;

const pick = (values: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.map((f) => [f, values[f]])) as Details;

export async function readPaymentDetails(db: Db): Promise<PaymentDetails> {
  return pick(await readSettings(db), PAYMENT_DETAIL_FIELDS) as PaymentDetails;
}

/** Administrators who can sign in and approve: not disabled, and past their invitation. */
async function activeAdmins(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), isNull(staff.disabledAt), isNotNull(staff.passwordHash)));
  return row?.n ?? 0;
}

async function changeView(db: Db, row: ChangeRow): Promise<PaymentDetailChange> {
  const ids = [row.proposedBy, ...(row.decidedBy === null ? [] : [row.decidedBy])];
  const people = await db.select({ id: staff.id, name: staff.name, email: staff.email }).from(staff).where(inArray(staff.id, ids));
  const person = (id: number) => people.find((p) => p.id === id)!;
  return {
    id: row.id,
    status: row.status,
    before: row.before as Details,
    after: row.after as Details,
    proposed_by: person(row.proposedBy),
    proposed_at: row.proposedAt.toISOString(),
    takes_effect_at: row.takesEffectAt?.toISOString() ?? null,
    decided_by: row.decidedBy === null ? null : person(row.decidedBy),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/payment-details: what is in effect, what waits, and whether a proposal would be held. */
export async function paymentDetailsView(db: Db): Promise<PaymentDetailsView> {
  const [current, [pending], admins] = await Promise.all([readPaymentDetails(db), db.select().from(changes).where(eq(changes.status, 'pending')), activeAdmins(db)]);
  return { current, pending: pending ? await changeView(db, pending) : null, active_admins: admins };
}

/** PostgreSQL's unique_violation through either driver: a second pending change raced the first. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * A proposal (identity already confirmed by the route): the details it changes, as they stand and
 * as proposed. Proposed by the only active administrator, it is held for 24 hours instead.
 */
export async function proposeChange(db: Db, actor: StaffActor & { id: number }, proposed: Details, now = new Date()): Promise<Outcome<PaymentDetailChange>> {
  try {
    return await staffWrite(db, actor, [], async (tx) => {
      const current = await readPaymentDetails(tx);
      const fields = PAYMENT_DETAIL_FIELDS.filter((f) => proposed[f] !== undefined && JSON.stringify(proposed[f]) !== JSON.stringify(current[f]));
      if (fields.length === 0) refuse({ status: 'conflict', message: m.nothingChanges });
      const [waiting] = await tx.select({ id: changes.id }).from(changes).where(eq(changes.status, 'pending'));
      if (waiting) refuse({ status: 'conflict', message: m.pendingExists });
      const held = (await activeAdmins(tx)) <= 1;
      const before = pick(current, fields);
      const after = pick(proposed, fields);
      const takesEffectAt = held ? new Date(now.getTime() + PAYMENT_DETAIL_HOLD_MS) : null;
      const [row] = await tx.insert(changes).values({ before, after, proposedBy: actor.id, proposedAt: now, takesEffectAt }).returning();
      const change = await changeView(tx, row!);
      await recordAudit(tx, actor, {
        action: 'propose',
        entity: PAYMENT_DETAILS,
        entityId: row!.id,
        before,
        after: { ...after, proposed_by: actor.email, takes_effect_at: change.takes_effect_at },
      });
      return change;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 'conflict', message: m.pendingExists };
    throw error;
  }
}

/**
 * Makes a pending change the details in effect, once: the conditional update finds it pending or
 * finds nothing (another process or person decided it first), and the transaction then stops.
 * `decider` is the approving administrator, or the system when the hold ended.
 */
async function applyChange(tx: Db, row: ChangeRow, decider: StaffActor, now: Date): Promise<PaymentDetailChange> {
  const [applied] = await tx
    .update(changes)
    .set({ status: 'applied', decidedBy: decider.id, decidedAt: now })
    .where(and(eq(changes.id, row.id), eq(changes.status, 'pending')))
    .returning();
  if (!applied) return refuse({ status: 'conflict', message: m.notPending });
  const after = row.after as Details;
  const fields = Object.keys(after);
  const before = pick(await readPaymentDetails(tx), fields);
  for (const [key, value] of Object.entries(after)) {
    await tx
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  }
  const change = await changeView(tx, applied);
  // Both people in the one row: the proposer, and the approver (none when the hold applied it).
  const people = { proposed_by: change.proposed_by.email, approved_by: change.decided_by?.email ?? null };
  await recordAudit(tx, decider, {
    action: decider.id === null ? 'apply' : 'approve',
    entity: PAYMENT_DETAILS,
    entityId: row.id,
    before: { ...before, proposed_by: people.proposed_by },
    after: { ...after, ...people, ...(decider.id === null && { held_until: change.takes_effect_at }) },
  });
  return change;
}

/** A second administrator's approval (identity confirmed by the route): never the proposer's own. */
export function approveChange(db: Db, actor: StaffActor & { id: number }, id: number, now = new Date()): Promise<Outcome<PaymentDetailChange>> {
  return staffWrite(db, actor, [SETTINGS], async (tx) => {
    const [row] = await tx.select().from(changes).where(eq(changes.id, id)).for('update');
    if (!row) return refuse({ status: 'not-found' });
    if (row.status !== 'pending') return refuse({ status: 'conflict', message: m.notPending });
    if (row.proposedBy === actor.id) return refuse({ status: 'forbidden', message: m.ownProposal });
    return applyChange(tx, row, actor, now);
  });
}

/** Any administrator or finance member stops a pending change, the proposer included. */
export function cancelChange(db: Db, actor: StaffActor & { id: number }, id: number, now = new Date()): Promise<Outcome<PaymentDetailChange>> {
  return staffWrite(db, actor, [], async (tx) => {
    const [cancelled] = await tx
      .update(changes)
      .set({ status: 'cancelled', decidedBy: actor.id, decidedAt: now })
      .where(and(eq(changes.id, id), eq(changes.status, 'pending')))
      .returning();
    if (!cancelled) {
      const [known] = await tx.select({ id: changes.id }).from(changes).where(eq(changes.id, id));
      return refuse(known ? { status: 'conflict', message: m.notPending } : { status: 'not-found' });
    }
    const change = await changeView(tx, cancelled);
    const proposal = { ...change.after, proposed_by: change.proposed_by.email };
    await recordAudit(tx, actor, {
      action: 'cancel',
      entity: PAYMENT_DETAILS,
      entityId: id,
      before: { status: 'pending', ...proposal },
      after: { status: 'cancelled', ...proposal, cancelled_by: actor.email },
    });
    return change;
  });
}

/**
 * The scheduler's job: every held change whose hold has ended takes effect, as the system. Run by
 * every process at once, each change is still applied once (applyChange's conditional update).
 */
export async function applyHeldChanges(db: Db, now = new Date()): Promise<PaymentDetailChange[]> {
  const due = await db
    .select()
    .from(changes)
    .where(and(eq(changes.status, 'pending'), lte(changes.takesEffectAt, now)));
  const applied: PaymentDetailChange[] = [];
  for (const row of due) {
    const done = await staffWrite(db, SYSTEM_ACTOR, [SETTINGS], (tx) => applyChange(tx, row, SYSTEM_ACTOR, now));
    if (done.status === 'ok') applied.push(done.value);
  }
  return applied;
}

/**
 * The starting details of a new site (the seed, as the system): only those not stored yet, so a
 * restart never undoes an approved change. Nothing is public before this, so nothing waits.
 */
export async function seedPaymentDetails(db: Db, values: PaymentDetails) {
  const present = new Set((await db.select({ key: settings.key }).from(settings).where(inArray(settings.key, [...PAYMENT_DETAIL_FIELDS]))).map((r) => r.key));
  const missing = pick(values, PAYMENT_DETAIL_FIELDS.filter((f) => !present.has(f)));
  if (Object.keys(missing).length === 0) return { status: 'ok' as const, value: null };
  return staffWrite(db, SYSTEM_ACTOR, [SETTINGS], async (tx) => {
    for (const [key, value] of Object.entries(missing)) await tx.insert(settings).values({ key, value }).onConflictDoNothing();
    await recordAudit(tx, SYSTEM_ACTOR, { action: 'create', entity: PAYMENT_DETAILS, after: missing });
    return null;
  });
}
