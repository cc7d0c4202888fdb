import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, asc, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../lib/sql.ts';
import type { AnyResource, ListParams, PageQuery } from './kit.ts';

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
 * The filtered list as CSV, streamed: records are read page by page after the last id sent
 * (keyset paging, so each page costs the same however far the export is), and a page is read only
 * when the client has taken the one before, so 100,000 rows never sit in memory. Oldest first.
 *
 * UTF-8 with a byte order mark, so Excel reads Urdu names as written; a cell starting with = + - @
 * (or a tab or carriage return) gets a leading ' so a spreadsheet never runs it as a formula
 * (OWASP CSV injection): visitors write these fields.
 */
export function csvStream<R extends { id: number }>(db: Db, def: AnyResource, query: ListParams, csv: CsvExport<R>, pageSize = EXPORT_PAGE_SIZE): Readable {
  const conditions = whereOf(def, query);
  async function* lines() {
    let after = 0;
    for (;;) {
      const page = await csv.records(db, { where: and(...conditions, gt(def.id, after)), orderBy: [asc(def.id)], limit: pageSize, offset: 0 });
      for (const record of page) yield csv.columns.map((c) => c.value(record) ?? '');
      if (page.length < pageSize) return;
      after = page[page.length - 1]!.id;
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
