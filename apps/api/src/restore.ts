import { existsSync } from 'node:fs';
import { migrate } from './db/migrate.ts';
import { openInstallation, printCounts, runCommand } from './ops/cli.ts';
import { describeTables, occupiedTables, restore } from './ops/restore.ts';
import { verifyArchive } from './ops/verify.ts';

const USAGE = 'Usage: npm run restore -- FILE [--force]   (FILE: an archive written by `npm run backup`)';

/**
 * `npm run restore FILE`: puts an archive back into the database and storage the environment
 * names. It replaces everything, so a database that holds rows is only replaced with --force.
 */
runCommand(async (args) => {
  const force = args.includes('--force');
  const [file, ...rest] = args.filter((arg) => arg !== '--force');
  if (!file || rest.length > 0) throw new Error(USAGE);
  if (!existsSync(file)) throw new Error(`There is no file ${file}. ${USAGE}`);
  // Verified before the database is even opened: a bad archive is refused without a trace.
  const verified = await verifyArchive(file);
  const installation = await openInstallation('restore');
  try {
    await migrate(installation.database);
    const occupied = await occupiedTables(installation.database.db);
    if (occupied.length > 0 && !force) {
      throw new Error(`The database already holds data (${describeTables(occupied)}). Restoring replaces all of it: to go ahead, run: npm run restore -- ${file} --force`);
    }
    const summary = await restore(installation, file, { verified });
    printCounts(`Restored ${file} (made ${summary.manifest.created_at}):`, summary.tables, summary.files);
    if (summary.skipped.length > 0) console.log(`  left out (no such table in this version): ${summary.skipped.join(', ')}`);
  } finally {
    await installation.close();
  }
});
