import { and, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import { inboxMessages, type InboxPatch, type InboxStatus } from '@foundation/contract/admin/inbox';
import type { Db } from '../../../db/client.ts';
import { contactMessages, memberships, staff } from '../../../db/schema/index.ts';
import { changedFields, recordAudit } from '../../audit.ts';
import { refuse, staffWrite, type Outcome, type StaffActor } from '../../write.ts';

/**
 * What staff do with what visitors send (contact-messages, memberships): a status, who has it and
 * an internal note; or delete it (spam). Both tables carry the same handling columns.
 */
type Submissions = typeof contactMessages | typeof memberships;

/** The foundation works in Pakistan's calendar (UTC+5 all year): a day starts at midnight there. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00+05:00`);
const DAY_MS = 86_400_000;

/** The inbox filters both kinds share: status, assignee, and the days (inclusive) they arrived in. */
export function handlingFilters(table: Submissions, query: { status?: InboxStatus; assignee_id?: number; from?: string; to?: string }): (SQL | undefined)[] {
  return [
    query.status === undefined ? undefined : eq(table.status, query.status),
    query.assignee_id === undefined ? undefined : eq(table.assigneeId, query.assignee_id),
    query.from === undefined ? undefined : gte(table.createdAt, startOfDay(query.from)),
    query.to === undefined ? undefined : lt(table.createdAt, new Date(startOfDay(query.to).getTime() + DAY_MS)),
  ];
}

/** The handling columns of a select, to be read back by handlingRow. */
export const handlingColumns = (table: Submissions) => ({
  status: table.status,
  assigneeId: table.assigneeId,
  assigneeName: staff.name,
  note: table.note,
  createdAt: table.createdAt,
  handledAt: table.handledAt,
});

export const handlingRow = (r: { status: InboxStatus; assigneeId: number | null; assigneeName: string | null; createdAt: Date; handledAt: Date | null }) => ({
  status: r.status,
  assignee_id: r.assigneeId,
  assignee_name: r.assigneeName,
  created_at: r.createdAt.toISOString(),
  handled_at: r.handledAt?.toISOString() ?? null,
});

/** Someone a submission can be given to: a member of staff whose account is not disabled. */
async function isActiveStaff(tx: Db, id: number) {
  const [found] = await tx.select({ id: staff.id }).from(staff).where(and(eq(staff.id, id), isNull(staff.disabledAt)));
  return Boolean(found);
}

export interface SubmissionKind<Rec> {
  /** The resource's name: the audit log's entity. */
  entity: string;
  table: Submissions;
  read(db: Db, id: number): Promise<Rec | null>;
}

/**
 * Sets what staff sent of status, assignee and note. Marking it done stamps handled_at (kept while
 * it stays done); reopening clears it. The audit row holds the handling fields that changed.
 */
export async function handleSubmission<Rec>(db: Db, actor: StaffActor, kind: SubmissionKind<Rec>, id: number, patch: InboxPatch): Promise<Outcome<Rec>> {
  const { table } = kind;
  const done = await staffWrite(db, actor, [], async (tx) => {
    const [found] = await tx
      .select({ status: table.status, assigneeId: table.assigneeId, note: table.note, handledAt: table.handledAt })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!found) return refuse({ status: 'not-found' });
    const assigneeId = patch.assignee_id === undefined ? found.assigneeId : (patch.assignee_id as number | null);
    if (assigneeId !== null && assigneeId !== found.assigneeId && !(await isActiveStaff(tx, assigneeId))) {
      refuse({ status: 'invalid', errors: { assignee_id: [inboxMessages.assigneeInactive] } });
    }
    const status = patch.status ?? found.status;
    const handledAt = status !== 'done' ? null : found.status === 'done' ? found.handledAt : new Date();
    const note = patch.note ?? found.note;
    await tx.update(table).set({ status, assigneeId, note, handledAt }).where(eq(table.id, id));
    const view = (r: { status: string; assigneeId: number | null; note: string }) => ({ status: r.status, assignee_id: r.assigneeId, note: r.note });
    await recordAudit(tx, actor, { action: 'update', entity: kind.entity, entityId: id, ...changedFields(view(found), view({ status, assigneeId, note })) });
    return null;
  });
  return done.status === 'ok' ? { status: 'ok', value: (await kind.read(db, id))! } : done;
}

/** Deletes a submission (spam); the audit row keeps what it said, so a mistake can be traced. */
export async function deleteSubmission<Rec>(db: Db, actor: StaffActor, kind: SubmissionKind<Rec>, id: number): Promise<Outcome<null>> {
  return staffWrite(db, actor, [], async (tx) => {
    const before = await kind.read(tx, id);
    if (!before) return refuse({ status: 'not-found' });
    await tx.delete(kind.table).where(eq(kind.table.id, id));
    await recordAudit(tx, actor, { action: 'delete', entity: kind.entity, entityId: id, before });
    return null;
  });
}
