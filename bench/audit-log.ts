/**
 * The audit log's reads on 100,000 entries (it must stay fast on 100k rows): the first page,
 * each filter, a search, a deep page, one entry and the filter choices, timed through the same
 * service the API calls. The entries are a year of a busy office: blog and course saves with
 * their HTML before and after, settings, donation decisions, media files and sign-ins, by five
 * staff members.
 *
 *   npx tsx bench/audit-log.ts                                   # PGlite (embedded)
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/audit-log.ts   # PostgreSQL
 *
 * Prints the median of 7 runs per query and writes bench/results/audit-<db>.json. Never part of `npm test`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { AuditListQuerySchema, type AuditListQuery } from '@foundation/contract/admin/audit';
import type { Database } from '../apps/api/src/db/client.ts';
import { openBenchDatabase } from './support/database.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { staff } from '../apps/api/src/db/schema/index.ts';
import { auditFilterOptions, listAudit, readAuditEntry } from '../apps/api/src/services/back-office/audit-log.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = 7;

/** A year of entries, newest first by id order reversed; one in ten is a blog save with ~1.5 KB of HTML each side. */
async function fill(database: Database) {
  const { db } = database;
  const members = await db
    .insert(staff)
    .values(['amina', 'bilal', 'sana', 'omar', 'hina'].map((n) => ({ name: n, email: `${n}@foundation.test`, role: 'editor' as const })))
    .returning({ id: staff.id });
  const ids = members.map((m) => m.id);
  const body = '<p>We delivered blankets and food to families in the valley. '.repeat(25);
  for (let start = 0; start < ROWS; start += 10_000) {
    await db.execute(sql`
      insert into audit_log (at, staff_id, staff_email, ip, action, entity, entity_id, before, after)
      select now() - (i * interval '5 minutes'),
             (${sql.raw(`array[${ids.join(',')}]`)})[1 + i % 5],
             (array['amina','bilal','sana','omar','hina'])[1 + i % 5] || '@foundation.test',
             ('10.0.' || (i % 200) || '.' || (i % 250))::inet,
             (array['update','create','update','verify','sign_in','update','delete','update','create','update'])[1 + i % 10],
             (array['blogs','courses','settings','donations','staff','news-events','media','campaigns','books','blogs'])[1 + i % 10],
             (i % 997)::text,
             case when i % 10 in (0, 9) then jsonb_build_object('title', 'Post ' || i, 'description', ${body}::text || i, 'published', false)
                  when i % 10 = 3 then jsonb_build_object('reference', 'FD-' || i, 'status', 'pending_review')
                  when i % 10 = 4 then null
                  else jsonb_build_object('title', 'Record ' || i, 'published', true) end,
             case when i % 10 in (0, 9) then jsonb_build_object('title', 'Post ' || i || ' (edited)', 'description', ${body}::text || i, 'published', true)
                  when i % 10 = 3 then jsonb_build_object('reference', 'FD-' || i, 'status', 'verified')
                  when i % 10 in (4, 6) then null
                  else jsonb_build_object('title', 'Record ' || i || ' (edited)', 'published', true) end
      from generate_series(${start}::int, ${Math.min(start + 10_000, ROWS) - 1}::int) as i`);
  }
  await db.execute(sql`analyze audit_log`);
  return ids;
}

async function time(run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(RUNS / 2)]! * 10) / 10;
}

const { database, label, cleanup } = await openBenchDatabase('audit');
try {
  await migrate(database);
  const t0 = performance.now();
  const [someone] = await fill(database);
  const fillMs = Math.round(performance.now() - t0);
  const days = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  const list = (query: AuditListQuery) => () => listAudit(database.db, AuditListQuerySchema.parse(query));
  const cases: [string, () => Promise<unknown>][] = [
    ['first page (25, newest first, with total)', list({})],
    ['entity=blogs', list({ entity: 'blogs' })],
    ['entity=donations&action=verify', list({ entity: 'donations', action: 'verify' })],
    ['staff_id (one of five)', list({ staff_id: String(someone) })],
    ['from..to (one week)', list({ from: days(14), to: days(7) })],
    ['q=bilal (e-mail)', list({ q: 'bilal' })],
    ['q=Post 4203 (a title)', list({ q: 'Post 4203' })],
    ['q=FD-4203 (a value)', list({ q: 'FD-4203' })],
    ['q=FD-4203 within one week', list({ q: 'FD-4203', from: days(14), to: days(7) })],
    ['page 400 (rows 9976-10000)', list({ page: '400' })],
    ['one entry by id', () => readAuditEntry(database.db, 5000)],
    ['filter choices (kinds of record, staff)', () => auditFilterOptions(database.db)],
  ];
  const results: Record<string, number> = {};
  for (const [name, run] of cases) results[name] = await time(run);
  const report = { database: label, rows: ROWS, fillMs, medianMs: results, cpus: cpus().length, load: loadavg()[0], at: new Date().toISOString() };
  for (const [query, ms] of Object.entries(results)) console.log(`${String(ms).padStart(8)} ms  ${query}`);
  console.log(`${ROWS} rows on ${label}, filled in ${fillMs} ms; ${cpus().length} CPUs, load ${loadavg()[0]!.toFixed(1)}`);
  const dir = fileURLToPath(new URL('./results/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}audit-${label}.json`, `${JSON.stringify(report, null, 2)}\n`);
} finally {
  await database.close();
  await cleanup();
}
