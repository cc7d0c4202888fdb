import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig, type Config } from '../config.ts';
import { connectPostgres, openPglite, type Database } from '../db/client.ts';
import { createStorage, type Storage } from '../adapters/storage.ts';

/** What the commands print with the counts; one place so backup, restore and migrate agree. */
export function printCounts(title: string, tables: { name: string; rows: number }[], files?: { public: number; private: number }) {
  console.log(title);
  const width = Math.max(...tables.map((table) => table.name.length));
  for (const table of tables) console.log(`  ${table.name.padEnd(width)}  ${table.rows}`);
  if (files) console.log(`  files: ${files.public} public, ${files.private} private`);
}

/**
 * The embedded database as a command needs it. A running server holds the data dir's lock, and two
 * processes on one PGlite directory corrupt it: the message says what to do instead.
 */
export async function openEmbedded(config: Config, action: string, opts: { mustExist?: boolean } = {}): Promise<Database> {
  const dir = join(config.dataDir, 'db');
  if (opts.mustExist && !existsSync(dir)) throw new Error(`There is no embedded database at ${dir} (DATA_DIR=${config.DATA_DIR}): nothing to ${action}.`);
  try {
    return await openPglite(dir);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!message.includes('in use by another process')) throw error;
    const pid = /\(pid (\d+)\)/.exec(message)?.[1];
    throw new Error(
      `Cannot ${action}: the embedded database in ${dir} is in use by a running server${pid ? ` (pid ${pid})` : ''}. ` +
        'Stop the server, then run this again. (With PostgreSQL, DATABASE_URL, this runs beside a running server.)',
      { cause: error },
    );
  }
}

/** The database and storage the server would use, from the same environment. */
export async function openInstallation(action: string, opts: { mustExist?: boolean } = {}) {
  const config = loadConfig();
  const database = config.DATABASE_URL ? connectPostgres(config.DATABASE_URL, 2) : await openEmbedded(config, action, opts);
  const storage = createStorage(config);
  return { config, database, storage, close: () => closeAll(database, storage) };
}

export async function closeAll(database: Database, storage: Storage) {
  await database.close();
  await storage.close();
}

/** BACKUP_DIR (default ./backups), and a name that sorts by time and never overwrites. */
export function archivePath(label: string, now = new Date()) {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return resolve(process.env.BACKUP_DIR || 'backups', `foundation-${label}-${stamp}.tar.gz`);
}

export function runCommand(main: (args: string[]) => Promise<void>) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
