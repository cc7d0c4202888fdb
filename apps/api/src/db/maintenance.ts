import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

const ANALYZE_EVERY_MS = 10 * 60_000;
const VACUUM_EVERY_MS = 24 * 60 * 60_000;

/**
 * PGlite runs PostgreSQL in single-user mode, with no autovacuum: left alone, the planner never
 * learns how big the tables have grown and picks full scans (a title search over 10,000 books took
 * 10 ms instead of 0.3 ms before its first ANALYZE). So the embedded database is analyzed at start
 * and every ten minutes (ANALYZE samples at most 30,000 rows a table, so it stays cheap) and
 * vacuumed once a day, reclaiming rows left by updates. PostgreSQL's own autovacuum does both there.
 */
export async function startMaintenance(database: Database, log: (error: unknown) => void): Promise<() => void> {
  if (database.kind !== 'pglite') return () => {};
  const run = (statement: ReturnType<typeof sql>) => () => {
    database.db.execute(statement).catch(log);
  };
  await database.db.execute(sql`ANALYZE`);
  const timers = [setInterval(run(sql`ANALYZE`), ANALYZE_EVERY_MS), setInterval(run(sql`VACUUM (ANALYZE)`), VACUUM_EVERY_MS)];
  for (const timer of timers) timer.unref();
  return () => timers.forEach(clearInterval);
}
