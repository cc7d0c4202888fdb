import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, count, lte, max, type SQL } from 'drizzle-orm';
import type { StaffRole } from '@foundation/contract/staff';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit.ts';
import { listWhere, orderOf, type AnyResource, type ListParams, type PageQuery } from './kit.ts';
import { hiddenFor } from './personal-data.ts';
import type { StaffActor } from '../write.ts';

/** One column of an export: its header and its cell from a record. */
export interface CsvColumn<R> {
  header: string;
  value: (record: R) => string | number | boolean | null | undefined;
  /** The personal field it shows (a CNIC): left out of the file for a role that does not see it. */
  personal?: string;
}

/** A resource's export: its columns, and full records of one page (its own select, as `rows`). */
export interface CsvExport<R extends { id: number }> {
  columns: CsvColumn<R>[];
  records(db: Db, page: PageQuery): Promise<R[]>;
}

/** Rows read from the database at a time: enough to be quick, few enough to stay small in memory. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * What an export will hold, read before its first row: the list's conditions for this role, how
 * many rows match and the last of their ids. The file stops at that id, so it holds exactly the
 * rows counted (the audit log's count), however many arrive while it downloads.
 */
export interface ExportPlan {
  where: SQL | undefined;
  /** The list's sort, the id breaking ties: the file's rows come in the order the list shows them. */
  orderBy: SQL[];
  rows: number;
  lastId: number;
  /** Personal fields the role does not see: their columns are left out. */
  hidden: readonly string[];
}

export async function planExport(db: Db, def: AnyResource, query: ListParams, role: StaffRole): Promise<ExportPlan> {
  const where = listWhere(def, query, role);
  const [found] = await db.select({ rows: count(), lastId: max(def.id) }).from(def.table).where(where);
  return { where, orderBy: orderOf(def, query.sort), rows: found?.rows ?? 0, lastId: Number(found?.lastId ?? 0), hidden: hiddenFor(def.personal, role) };
}

/** The search and filters a request gave (paging and sort aside), as the audit log keeps them. */
export function exportFilters(query: object): Record<string, unknown> {
  const { page: _page, per_page: _perPage, sort: _sort, ...rest } = query as Record<string, unknown>;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined && value !== ''));
}

/**
 * Every export of personal data in the audit log: who (the actor), what (the resource, its search
 * and filters, the columns held back) and how many rows. Written before the first row is sent, so
 * a download cut short is on record too; an export changes nothing, so no transaction is needed.
 */
export const recordExport = (db: Db, actor: StaffActor, entity: string, filters: Record<string, unknown>, rows: number, hidden: readonly string[] = []) =>
  recordAudit(db, actor, { action: 'export', entity, after: { filters, rows, ...(hidden.length > 0 && { hidden_fields: [...hidden] }) } });

/**
 * The filtered list as CSV, in the list's order (its sort, the id breaking ties), streamed: a page
 * of records is read only when the client has taken the one before, so 100,000 rows never sit in
 * memory. Pages follow each other by offset as the list's pages do, over the rows the plan counted
 * (ids up to its last): a message arriving meanwhile cannot push a row into the next page and
 * write it twice, nor make the file hold more than the audit log says.
 *
 * UTF-8 with a byte order mark, so Excel reads Urdu names as written; a cell starting with = + - @
 * (or a tab or carriage return) gets a leading ' so a spreadsheet never runs it as a formula
 * (OWASP CSV injection): visitors write these fields.
 */
export function csvStream<R extends { id: number }>(db: Db, def: AnyResource, plan: ExportPlan, csv: CsvExport<R>, pageSize = EXPORT_PAGE_SIZE): Readable {
  const columns = csv.columns.filter((c) => c.personal === undefined || !plan.hidden.includes(c.personal));
  async function* lines() {
    for (let offset = 0; ; offset += pageSize) {
      const page = await csv.records(db, { where: and(plan.where, lte(def.id, plan.lastId)), orderBy: plan.orderBy, limit: pageSize, offset });
      for (const record of page) yield columns.map((c) => c.value(record) ?? '');
      if (page.length < pageSize) return;
    }
  }
  const out = stringify({
    bom: true,
    header: true,
    columns: columns.map((c, i) => ({ key: String(i), header: c.header })),
    escape_formulas: true,
    cast: { boolean: (v) => (v ? 'yes' : 'no') },
  });
  // A failed read ends the download with an error (never a file that looks whole); a client that
  // goes away stops the reads.
  pipeline(Readable.from(lines()), out, () => undefined);
  return out;
}

const KARACHI_MS = 5 * 3_600_000;

/** "2026-11-24 19:05" in Karachi (UTC+5 all year), as a spreadsheet reads a time; blank for none. */
export const karachiTime = (iso: string | null) => (iso ? new Date(Date.parse(iso) + KARACHI_MS).toISOString().slice(0, 16).replace('T', ' ') : '');

/** `contact-messages-2026-11-24.csv`: the resource and the day (Pakistan) it was exported. */
export const exportFileName = (name: string, now = new Date()) =>
  `${name}-${new Date(now.getTime() + KARACHI_MS).toISOString().slice(0, 10)}.csv`;
