import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** What a dump or a load needs to know of a table. */
export interface TableShape {
  name: string;
  columns: PgColumn[];
  key: PgColumn[];
}

export function shapeOf(table: PgTable): TableShape {
  const config = getTableConfig(table);
  const key = config.primaryKeys[0]?.columns ?? config.columns.filter((column) => column.primary);
  if (key.length === 0) throw new Error(`Table ${config.name} has no primary key, so it cannot be read page by page`);
  return { name: config.name, columns: config.columns, key };
}

/** Rows of a raw query: both drivers answer `{ rows }`, which the shared Db type leaves unknown. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const SERIALS = new Set(['PgSerial', 'PgSmallSerial', 'PgBigSerial53', 'PgBigSerial64']);
const isSerial = (column: PgColumn) => SERIALS.has(column.columnType) || column.generatedIdentity !== undefined;
const list = (parts: SQLChunk[]) => sql.join(parts, sql`, `);
const names = (columns: PgColumn[]) => list(columns.map((column) => sql.identifier(column.name)));

/** The type a key value is cast back to: "serial" names a column default, not a type. */
const castType = (column: PgColumn) =>
  column.getSQLType().replace(/^serial$/, 'integer').replace(/^smallserial$/, 'smallint').replace(/^bigserial$/, 'bigint');

/**
 * A table's rows as JSON lines, in primary-key order, a page at a time (keyset paging, so the
 * hundredth page costs what the first did). PostgreSQL writes the JSON itself: timestamps keep
 * their microseconds and offset, jsonb stays a JSON value, bytea becomes "\x…" hex, and numbers
 * are never squeezed through a JavaScript double.
 */
export async function* dumpRows(db: Db, shape: TableShape, pageSize = 1000): AsyncGenerator<string> {
  const table = sql.identifier(shape.name);
  const keys = names(shape.key);
  // Key values travel as text and are cast back, so a timestamp or bigint key loses nothing.
  const keyText = list(shape.key.map((column, i) => sql`${sql.identifier(column.name)}::text AS ${sql.identifier(`k${i}`)}`));
  let after: string[] | undefined;
  for (;;) {
    const where = after
      ? sql`WHERE (${keys}) > (${list(after.map((value, i) => sql`CAST(${value} AS ${sql.raw(castType(shape.key[i]!))})`))})`
      : sql``;
    const rows = await rowsOf<Record<string, string>>(
      db,
      sql`SELECT row_to_json(t)::text AS line, ${keyText} FROM ${table} t ${where} ORDER BY ${keys} LIMIT ${pageSize}`,
    );
    for (const row of rows) yield row.line!;
    if (rows.length < pageSize) return;
    const last = rows[rows.length - 1]!;
    after = shape.key.map((_, i) => last[`k${i}`]!);
  }
}

/**
 * Inserts JSON lines written by `dumpRows`; PostgreSQL parses every value back into its column's
 * type. Only `columns` (those the archive holds and the table still has) are named, so a column
 * added by a later migration takes its default.
 */
export async function insertRows(db: Db, shape: TableShape, columns: ReadonlySet<string>, lines: string[]): Promise<void> {
  const target = shape.columns.filter((column) => columns.has(column.name) && !column.generated);
  const values = target.map((column) => {
    const name = sql.identifier(column.name);
    // JSON null and SQL NULL look alike in a row's JSON; a NOT NULL json column can only mean the first.
    const isJson = column.columnType === 'PgJsonb' || column.columnType === 'PgJson';
    return isJson && column.notNull ? sql`COALESCE(${name}, 'null')` : name;
  });
  const table = sql.identifier(shape.name);
  await db.execute(
    sql`INSERT INTO ${table} (${names(target)}) OVERRIDING SYSTEM VALUE
        SELECT ${list(values)} FROM json_populate_recordset(NULL::${table}, ${`[${lines.join(',')}]`}::json)`,
  );
}

/** After explicit ids were inserted, the next id a sequence hands out must be past them. */
export async function resetSequences(db: Db, shape: TableShape): Promise<void> {
  for (const column of shape.columns.filter(isSerial)) {
    const name = sql.identifier(column.name);
    await db.execute(
      sql`SELECT setval(pg_get_serial_sequence(${`"${shape.name}"`}, ${column.name}), COALESCE(MAX(${name}), 0) + 1, false)
          FROM ${sql.identifier(shape.name)}`,
    );
  }
}

/** Empties every table at once; TRUNCATE of them all together needs no CASCADE. */
export async function emptyTables(db: Db, shapes: TableShape[]): Promise<void> {
  await db.execute(sql`TRUNCATE ${list(shapes.map((shape) => sql.identifier(shape.name)))} RESTART IDENTITY`);
}

export async function countRows(db: Db, shape: TableShape): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(shape.name)}`);
  return Number(row?.n ?? 0);
}
