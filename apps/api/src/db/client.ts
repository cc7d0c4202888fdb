import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireLock } from '../lib/lock-file.ts';

export type Schema = typeof schema;
/** Both drivers share this surface; services are written against it alone. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export function connectPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server emits 'error' on the pool; unheard, it would end
  // the process. The pool replaces the connection on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** An embedded database; `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireLock(`${dataDir}.lock`);
  }
  // pg_trgm serves the catalogue's substring title search (migration 0002), as on PostgreSQL.
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    client,
    async close() {
      await client.close();
      release();
    },
  } as Database;
}
