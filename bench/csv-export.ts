/**
 * The donations CSV export at the size the issue names: 100,000 gifts (each with an item line),
 * exported through the real route (GET /api/admin/donations/export.csv?status=all) over HTTP to
 * curl in a process of its own. Measures the time to the first and the last byte and the server
 * process's resident memory before and at its peak during the export (sampled every 10 ms), so a
 * regression that holds the whole file shows as a jump of the file's size or more.
 *
 *   npx tsx bench/csv-export.ts                                  # PGlite (embedded)
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/csv-export.ts  # PostgreSQL
 *   BENCH_ROWS=20000 npx tsx bench/csv-export.ts                 # another size
 *   NODE_OPTIONS=--max-old-space-size=128 BENCH_ROWS=300000 …    # proof it streams: the heap is capped far below the file
 *
 * Prints the figures and writes bench/results/csv-export-<db>.json. Never part of `npm test`.
 */
import { execFile } from 'node:child_process';
import { createReadStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import type { Database } from '../apps/api/src/db/client.ts';
import { openBenchDatabase } from './support/database.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { seed } from '../apps/api/src/seed/index.ts';
import { localStorage } from '../apps/api/src/adapters/storage.ts';
import { ensureStaffAccount } from '../apps/api/src/services/staff/staff.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const MB = 1024 * 1024;

/**
 * One INSERT … SELECT generate_series for the gifts and one for their items: the database makes
 * the rows itself, a few seconds for 100,000. A mix of methods, statuses, categories, a campaign,
 * partial payments, Urdu names and a cell that would start a formula.
 */
async function fill(database: Database) {
  const { db } = database;
  await db.execute(sql`insert into campaigns (title, description, tags, image, target_paisa) values ('Winter quilts', 'Quilts for the cold months.', '{}', '/uploads/c.svg', 100000000)`);
  await db.execute(sql`
    insert into donations (reference, module_code, payment_method, status, amount_paisa, received_paisa, category, campaign_id,
      first_name, last_name, email, phone, city, country, transaction_id, review_note, created_at, updated_at)
    select
      'FD-B' || lpad(upper(to_hex(n)), 7, '0'),
      (array['DONATION','CAMPAIGN','BOOK'])[1 + n % 3],
      (array['jazz_cash','easypaisa','bank_transfer','card'])[1 + n % 4],
      (array['pending_review','verified','verified','rejected','succeeded'])[1 + n % 5],
      100000 + (n % 97) * 1250,
      case when n % 11 = 0 then 50000 else null end,
      case when n % 3 = 0 then (array['Orphan Care','Clean Water','Handpump','Ration'])[1 + n % 4] end,
      case when n % 3 = 1 then (select min(id) from campaigns) end,
      case when n % 7 = 0 then 'علی' else 'Donor' end,
      case when n % 13 = 0 then '=HYPERLINK("x")' else 'Number ' || n end,
      'donor' || n || '@example.pk',
      '+92300' || lpad((n % 10000000)::text, 7, '0'),
      'Lahore', 'Pakistan',
      case when n % 5 in (1, 2) then 'TX' || n end,
      case when n % 5 = 3 then 'No payment reached us' end,
      now() - (n || ' minutes')::interval,
      now()
    from generate_series(1, ${ROWS}) as n`);
  await db.execute(sql`insert into donation_items (donation_id, title, amount_paisa) select id, 'Gift line', amount_paisa from donations`);
  // What the server's upkeep (PGlite) or autovacuum (PostgreSQL) does soon after a bulk load.
  await db.execute(sql`ANALYZE`);
}

/** A command's output, without blocking this process's event loop (the server runs in it). */
const run = (command: string, args: string[]) =>
  new Promise<string>((resolve, reject) => execFile(command, args, (error, stdout) => (error ? reject(error) : resolve(stdout))));

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'foundation-bench-csv-'));
  const { database, label, cleanup } = await openBenchDatabase('csv');
  await migrate(database);
  const storage = localStorage(dataDir);
  await seed(database.db, storage, { demo: false });
  const filled = Date.now();
  await fill(database);
  console.log(`${label}: filled ${ROWS.toLocaleString('en')} donations in ${((Date.now() - filled) / 1000).toFixed(1)} s`);

  const account = { email: 'bench@foundation.test', password: 'a long bench password', name: 'Bench' };
  await ensureStaffAccount(database.db, account);
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database, storage });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  const { token } = (await login.json()) as { token: string };

  // The client is curl, in a process of its own: a reader in this process would share the event
  // loop with the server and only read once the server paused, which measures neither.
  globalThis.gc?.();
  const before = process.memoryUsage();
  const baseline = before.rss;
  let peak = baseline;
  let peakHeap = before.heapUsed;
  // RSS counts PGlite too (its WASM memory grows as its buffer cache fills); the JS heap is ours alone.
  const sample = () => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const sampler = setInterval(sample, 10);
  const out = join(dataDir, 'export.csv');
  const started = performance.now();
  const curl = await run('curl', [
    '-sS',
    '-o',
    out,
    '-H',
    `authorization: Bearer ${token}`,
    '-w',
    '%{http_code} %{time_starttransfer} %{time_total} %{size_download}',
    `${base}/api/admin/donations/export.csv?status=all`,
  ]);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  sample();
  const [status, firstByteSeconds, , size] = curl.trim().split(' ').map(Number);
  let lines = 0;
  for await (const chunk of createReadStream(out)) for (const byte of chunk as Buffer) if (byte === 10) lines++;

  const result = {
    date: new Date().toISOString(),
    database: label,
    rows: ROWS,
    status,
    csv_lines: lines,
    megabytes: +(size! / MB).toFixed(1),
    seconds: +seconds.toFixed(2),
    rows_per_second: Math.round(ROWS / seconds),
    first_byte_ms: Math.round(firstByteSeconds! * 1000),
    rss_before_mb: Math.round(baseline / MB),
    rss_peak_mb: Math.round(peak / MB),
    rss_growth_mb: Math.round((peak - baseline) / MB),
    heap_before_mb: Math.round(before.heapUsed / MB),
    heap_peak_mb: Math.round(peakHeap / MB),
    node: process.version,
  };
  console.log(
    `${label}: ${result.csv_lines.toLocaleString('en')} lines (${result.megabytes} MB) in ${result.seconds} s ` +
      `(${result.rows_per_second.toLocaleString('en')} rows/s, first byte ${result.first_byte_ms} ms); ` +
      `RSS ${result.rss_before_mb} MB before, ${result.rss_peak_mb} MB at peak (+${result.rss_growth_mb} MB); ` +
      `JS heap ${result.heap_before_mb} MB before, ${result.heap_peak_mb} MB at peak`,
  );
  if (status !== 200 || lines !== ROWS + 1) throw new Error(`Expected ${ROWS + 1} lines with a 200, got ${lines} with ${status}`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/csv-export-${label}.json`, `${JSON.stringify(result, null, 2)}\n`);

  await app.close();
  await database.close();
  await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
