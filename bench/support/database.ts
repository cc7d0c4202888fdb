import pg from 'pg';
import { connectPostgres, openPglite, type Database } from '../../apps/api/src/db/client.ts';

/**
 * The database a bench fills: an embedded PGlite, or with BENCH_DATABASE_URL a throwaway
 * database `foundation_bench_<tag>_<pid>` on that server, dropped by `cleanup`.
 */
export async function openBenchDatabase(tag: string): Promise<{ database: Database; label: string; cleanup: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return { database: await openPglite(), label: 'pglite', cleanup: async () => {} };
  const name = `foundation_bench_${tag}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    database: connectPostgres(u.toString()),
    label: 'postgres',
    cleanup: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
