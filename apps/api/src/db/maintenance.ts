import { sql } from 'drizzle-orm';
import type { Job } from '../lib/job.ts';
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
export function upkeepJobs(database: Database): Job[] {
  if (database.kind !== 'pglite') return [];
  return [
    { name: 'database maintenance', everyMs: ANALYZE_EVERY_MS, atStart: true, run: () => database.db.execute(sql`ANALYZE`) },
    { name: 'database maintenance', everyMs: VACUUM_EVERY_MS, run: () => database.db.execute(sql`VACUUM (ANALYZE)`) },
  ];
}
