import { sql } from 'drizzle-orm';
import type { ReadEntry } from 'tar';
import type { Database, Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import type { Area, Storage } from '../adapters/storage.ts';
import { linesOf, readAll, readArchive } from './archive.ts';
import type { Manifest } from './manifest.ts';
import { tablesInOrder } from './table-order.ts';
import { countRows, emptyTables, insertRows, resetSequences, shapeOf, type TableShape } from './table-rows.ts';
import { verifyArchive } from './verify.ts';

/** Rows per INSERT: big enough to be quick, small enough that a statement stays a few hundred KB. */
const BATCH = 500;

export interface RestoreTarget {
  database: Database;
  storage: Storage;
}

export interface RestoreSummary {
  manifest: Manifest;
  tables: { name: string; rows: number }[];
  files: Record<Area, number>;
  /** Tables the archive holds that this version of the schema no longer has. */
  skipped: string[];
}

/** Tables holding rows, with their counts: restoring over them replaces what they hold. */
/**
 * Tables the migrations themselves fill (the funds every gift needs, General first): a freshly
 * migrated database holds their rows, so they say nothing about whether anyone has used it.
 */
const FILLED_BY_MIGRATIONS = new Set(['funds']);

export async function occupiedTables(db: Db): Promise<{ name: string; rows: number }[]> {
  const shapes = tablesInOrder()
    .map(shapeOf)
    .filter((shape) => !FILLED_BY_MIGRATIONS.has(shape.name));
  const counts = await Promise.all(shapes.map(async (shape) => ({ name: shape.name, rows: await countRows(db, shape) })));
  return counts.filter((table) => table.rows > 0);
}

/** "countries: 250, settings: 16 and 3 more tables", for a message a person reads. */
export function describeTables(tables: { name: string; rows: number }[]): string {
  const shown = tables.slice(0, 3).map((table) => `${table.name}: ${table.rows} rows`).join(', ');
  return tables.length > 3 ? `${shown} and ${tables.length - 3} more tables` : shown;
}

async function loadTable(db: Db, shape: TableShape, columns: ReadonlySet<string>, entry: ReadEntry): Promise<number> {
  let rows = 0;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length > 0) await insertRows(db, shape, columns, batch);
    rows += batch.length;
    batch = [];
  };
  for await (const line of linesOf(entry)) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return rows;
}


/**
 * Brings an installation back from an archive made by `backup`. The archive is verified first
 * (a refusal changes nothing); then the database is migrated to this code's level, and in one
 * transaction every table is emptied, refilled in the archive's foreign-key order and its
 * sequences moved past the restored ids; after that commits, the files are written. `files: false`
 * leaves storage alone (the files are already where the target reads them).
 */
export async function restore(target: RestoreTarget, file: string, opts: { files?: boolean; verified?: Manifest } = {}): Promise<RestoreSummary> {
  // A caller that has just verified the archive (to refuse it before opening anything) saves a read.
  const manifest = opts.verified ?? (await verifyArchive(file));
  await migrate(target.database);
  const shapes = new Map(tablesInOrder().map(shapeOf).map((shape) => [shape.name, shape]));
  const summary: RestoreSummary = { manifest, tables: [], files: { public: 0, private: 0 }, skipped: [] };
  const entries = readArchive(file);
  let next = await entries.next();
  try {
    await target.database.db.transaction(async (tx) => {
      await emptyTables(tx, [...shapes.values()]);
      for (; !next.done && next.value.path.startsWith('tables/'); next = await entries.next()) {
        const name = next.value.path.slice('tables/'.length, -'.jsonl'.length);
        const shape = shapes.get(name);
        const columns = manifest.tables.find((table) => table.name === name)?.columns ?? [];
        if (!shape) summary.skipped.push(name);
        else summary.tables.push({ name, rows: await loadTable(tx, shape, new Set(columns), next.value) });
      }
      for (const shape of shapes.values()) await resetSequences(tx, shape);
    });
    for (; !next.done; next = await entries.next()) {
      const [prefix, area, ...key] = next.value.path.split('/');
      if (prefix !== 'files' || (area !== 'public' && area !== 'private') || opts.files === false) continue;
      // Storage.put takes whole buffers; one file at a time is in memory, never the archive.
      await target.storage.put(area, key.join('/'), await readAll(next.value));
      summary.files[area]++;
    }
  } finally {
    await entries.return(undefined);
  }
  await target.database.db.execute(sql`ANALYZE`);
  return summary;
}
