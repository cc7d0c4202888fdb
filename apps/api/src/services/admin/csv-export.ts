import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, lte, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../lib/sql.ts';
import { orderOf, type AnyResource, type ListParams, type PageQuery } from './kit.ts';

/** One column of an export: its header and its cell from a record. */
export interface CsvColumn<R> {
  header: string;
  value: (record: R) => string | number | boolean | null | undefined;
}

/** A resource's export: its columns, and full records of one page (its own select, as `rows`). */
export interface CsvExport<R extends { id: number }> {
  columns: CsvColumn<R>[];
  records(db: Db, page: PageQuery): Promise<R[]>;
}

/** Rows read from the database at a time: enough to be quick, few enough to stay small in memory. */
export const EXPORT_PAGE_SIZE = 1000;

/** The list's conditions (its declared filters and `q`), so an export holds what the list shows. */
function whereOf(def: AnyResource, query: ListParams): SQL[] {
  const conditions = [...(def.filters?.(query) ?? [])];
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(...def.search.map((column) => sql`lower(${column}) like ${pattern}`)));
  }
  return conditions.filter((c): c is SQL => c !== undefined);
}

/**
 * The filtered list as CSV, in the list's order (its sort, the id breaking ties), streamed: a page
 * of records is read only when the client has taken the one before, so 100,000 rows never sit in
 * memory. Pages follow each other by offset as the list's pages do, over the rows that existed when
 * the export began (ids up to the highest then): a message arriving meanwhile cannot push a row
 * into the next page and write it twice.
 *
 * UTF-8 with a byte order mark, so Excel reads Urdu names as written; a cell starting with = + - @
 * (or a tab or carriage return) gets a leading ' so a spreadsheet never runs it as a formula
 * (OWASP CSV injection): visitors write these fields.
 */
export function csvStream<R extends { id: number }>(db: Db, def: AnyResource, query: ListParams, csv: CsvExport<R>, pageSize = EXPORT_PAGE_SIZE): Readable {
  const conditions = whereOf(def, query);
  const orderBy = orderOf(def, query.sort);
  async function* lines() {
    const [newest] = await db.select({ id: max(def.id) }).from(def.table);
    const existing = lte(def.id, Number(newest?.id ?? 0));
    for (let offset = 0; ; offset += pageSize) {
      const page = await csv.records(db, { where: and(...conditions, existing), orderBy, limit: pageSize, offset });
      for (const record of page) yield csv.columns.map((c) => c.value(record) ?? '');
      if (page.length < pageSize) return;
    }
  }
  const out = stringify({
    bom: true,
    header: true,
    columns: csv.columns.map((c, i) => ({ key: String(i), header: c.header })),
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
