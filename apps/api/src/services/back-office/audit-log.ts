import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_NAMING_KEYS, type AuditEntry, type AuditFilterOptions, type AuditListParams } from '@foundation/contract/admin/audit';
import type { Db } from '../../db/client.ts';
import { auditLog, staff } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/sql.ts';
import { karachiDayStart } from '../donations/donation-filters.ts';

/**
 * Reading the audit log. Writing it is recordAudit's alone (services/audit.ts), in the
 * transaction of the change it records; nothing here or anywhere changes or removes a row.
 */

type AuditRow = typeof auditLog.$inferSelect;

const toEntry = (r: AuditRow): AuditEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  staff_id: r.staffId,
  staff_email: r.staffEmail,
  ip: r.ip,
  action: r.action,
  entity: r.entity,
  entity_id: r.entityId,
  before: r.before,
  after: r.after,
});

/**
 * The list's conditions. Each filter is one an index serves (time, kind and id, staff). `q` looks
 * in the staff e-mail, the address, the record id and the fields that name the record before and
 * after (a post's title, a gift's reference), not in long values such as a post's text: reading
 * those on every row made a search on 100,000 entries take seconds (decision 19 has the figures).
 */
function auditWhere(q: AuditListParams): SQL | undefined {
  const where: (SQL | undefined)[] = [
    q.entity === undefined ? undefined : eq(auditLog.entity, q.entity),
    q.action === undefined ? undefined : eq(auditLog.action, q.action),
    q.staff_id === undefined ? undefined : eq(auditLog.staffId, q.staff_id),
    q.from === undefined ? undefined : sql`${auditLog.at} >= ${karachiDayStart(q.from)}`,
    // `to` is included: everything before the next day starts.
    q.to === undefined ? undefined : sql`${auditLog.at} < ${karachiDayStart(q.to)} + interval '1 day'`,
  ];
  if (q.q) {
    const pattern = likePattern(q.q);
    const names = [auditLog.before, auditLog.after].flatMap((values) => AUDIT_NAMING_KEYS.map((key) => sql`${values}->>${key} ilike ${pattern}`));
    where.push(or(ilike(auditLog.staffEmail, pattern), sql`host(${auditLog.ip}) = ${q.q}`, eq(auditLog.entityId, q.q), ...names));
  }
  return and(...where.filter((c): c is SQL => c !== undefined));
}

/** One page, newest first (or oldest first with sort=at); the id orders entries of one instant. */
export async function listAudit(db: Db, q: AuditListParams) {
  const where = auditWhere(q);
  const order = q.sort === 'at' ? [asc(auditLog.at), asc(auditLog.id)] : [desc(auditLog.at), desc(auditLog.id)];
  const offset = (q.page - 1) * q.per_page;
  const page = (rows: AuditRow[], total: number) => ({ data: rows.map(toEntry), total, page: q.page, per_page: q.per_page });
  if (q.q) return page(...(await searched(db, where, q.sort === 'at', q.per_page, offset)));
  // Filters alone are served by the indexes: the page and the count each go straight to their rows.
  const [rows, [counted]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(...order).limit(q.per_page).offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return page(rows, counted?.n ?? 0);
}

/**
 * A search reads every row the filters leave (no index knows the values): it does so once, keeping
 * only the ids and times that match, and counts and pages those, rather than scanning twice.
 */
async function searched(db: Db, where: SQL | undefined, ascending: boolean, limit: number, offset: number): Promise<[AuditRow[], number]> {
  const direction = sql.raw(ascending ? 'asc' : 'desc');
  const result = await db.execute(sql`
    with matched as materialized (select ${auditLog.id} as id, ${auditLog.at} as at from ${auditLog} where ${where ?? sql`true`})
    select (select count(*) from matched)::int as total,
           array(select id from matched order by at ${direction}, id ${direction} limit ${limit} offset ${offset}) as ids`);
  const [found] = (result as unknown as { rows: { total: number; ids: (string | number)[] }[] }).rows;
  const ids = (found?.ids ?? []).map(Number);
  if (ids.length === 0) return [[], found?.total ?? 0];
  const rows = await db.select().from(auditLog).where(inArray(auditLog.id, ids));
  return [rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)), found!.total];
}

export async function readAuditEntry(db: Db, id: number): Promise<AuditEntry | null> {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id));
  return row ? toEntry(row) : null;
}

/**
 * The kinds of record the log holds, read by skipping through the (entity, entity_id) index one
 * kind at a time (a few dozen probes, however many rows), and every staff member by name.
 */
export async function auditFilterOptions(db: Db): Promise<AuditFilterOptions> {
  const [entities, members] = await Promise.all([
    db.execute(sql`
      with recursive kinds(entity) as (
        (select entity from audit_log order by entity limit 1)
        union all
        select (select a.entity from audit_log a where a.entity > kinds.entity order by a.entity limit 1) from kinds where kinds.entity is not null
      )
      select entity from kinds where entity is not null`),
    db.select({ id: staff.id, name: staff.name, email: staff.email }).from(staff).orderBy(asc(staff.name), asc(staff.id)),
  ]);
  // Both drivers answer { rows }; drizzle's type says less.
  const kinds = (entities as unknown as { rows: { entity: string }[] }).rows;
  return { entities: kinds.map((r) => r.entity), staff: members };
}
