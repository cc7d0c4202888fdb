import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database } from './client.ts';

/** Beside this module in src/db; in the bundle the build copies them beside server.js. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number will do, as long as nothing else in the database takes the same advisory lock. */
const MIGRATE_LOCK = 0x319_2a7e;

/**
 * On PostgreSQL the migrations run on one connection holding an advisory lock: processes started
 * together (foundation@3001 and @3002) would otherwise both find a migration missing and both run
 * it, and the second fails on "relation already exists". The one that waited then finds nothing to do.
 */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATE_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    // Ending the session would free the lock too; unlocking keeps the pooled connection clean.
    await client.query('select pg_advisory_unlock($1)', [MIGRATE_LOCK]).catch(() => undefined);
    client.release();
  }
}
