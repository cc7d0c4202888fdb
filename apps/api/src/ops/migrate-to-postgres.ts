import { migrate } from '../db/migrate.ts';
import { backup, type BackupSource } from './backup.ts';
import { describeTables, occupiedTables, restore, type RestoreSummary, type RestoreTarget } from './restore.ts';
import { countRows, shapeOf } from './table-rows.ts';
import { tablesInOrder } from './table-order.ts';

export class TargetNotEmptyError extends Error {}

/**
 * Moves an embedded installation onto PostgreSQL (and its files onto S3 when the target storage
 * is another one) by going through an archive: the same verified path as a restore, and the
 * archive stays behind as the copy to go back to. The embedded data is left as it was.
 */
export async function migrateToPostgres(
  source: BackupSource,
  target: RestoreTarget,
  opts: { archive: string; force?: boolean },
): Promise<{ summary: RestoreSummary }> {
  await migrate(target.database);
  const occupied = await occupiedTables(target.database.db);
  if (occupied.length > 0 && !opts.force) {
    throw new TargetNotEmptyError(
      `The PostgreSQL database already holds data (${describeTables(occupied)}). ` +
        'Point DATABASE_URL at an empty database, or replace everything it holds with `npm run migrate-to-postgres -- --force`.',
    );
  }
  // The archive then stands at this code's level, which is what the target was migrated to.
  await migrate(source.database);
  await backup(source, opts.archive);
  const summary = await restore(target, opts.archive, { files: target.storage !== source.storage });

  const differing: string[] = [];
  for (const table of tablesInOrder().map(shapeOf)) {
    const expected = summary.manifest.tables.find((t) => t.name === table.name)?.rows ?? 0;
    const found = await countRows(target.database.db, table);
    if (found !== expected) differing.push(`${table.name}: ${found} rows, ${expected} expected`);
  }
  if (differing.length > 0) throw new Error(`PostgreSQL does not hold what was moved: ${differing.join('; ')}`);
  return { summary };
}
