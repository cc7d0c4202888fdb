/**
 * Production in miniature under load: two server processes behind Debian's nginx (configured as
 * deploy/nginx.conf), sharing PostgreSQL, an S3-compatible server (s3rver, in this process) and
 * Redis. First a mixed workload for BENCH_SECONDS (60): page loads, catalogue reads and donations
 * with receipts. Then donations go on while one process is killed with SIGKILL: every donation a
 * client saw acknowledged must be in the database.
 *
 *   npx tsx bench/two-processes.ts
 *   BENCH_DATABASE_URL=postgres://… BENCH_REDIS_URL=redis://… BENCH_SECONDS=20 npx tsx bench/two-processes.ts
 *
 * Needs the built site (npm run build) for the page loads. Prints the figures and writes
 * bench/results/two-processes.json. Never part of `npm test`.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startSite } from '../apps/api/test/cluster/site.ts';
import { killUnderLoad } from './two-processes/kill.ts';
import { mixedWorkload } from './two-processes/mixed.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const results = fileURLToPath(new URL('./results/', import.meta.url));
const webIndex = fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url));

async function main() {
  if (!existsSync(webIndex)) throw new Error('apps/web/dist is missing: run `npm run build` first (the page loads need the built site)');
  const site = await startSite({
    databaseServerUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    // A catalogue to read; every request comes from nginx's one address, so the per-address
    // donation limit is raised for the load (it is what a real donor meets at 20).
    env: { SEED_DEMO: 'true', PAYMENT_RATE_LIMIT_PER_IP: '1000000' },
  });
  try {
    console.log(`two processes behind nginx at ${site.nginx.url}; mixed workload for ${SECONDS} s…`);
    const mixed = await mixedWorkload(site.nginx.url, SECONDS);
    for (const [kind, r] of Object.entries(mixed)) {
      console.log(`  ${kind.padEnd(10)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  errors ${r.errors}`);
    }
    console.log('donations go on while process B is killed (SIGKILL)…');
    const kill = await killUnderLoad(site, { clients: 8, beforeMs: 5000, afterMs: 10_000 });
    console.log(`  ${kill.attempts} tried, ${kill.acknowledged} acknowledged, ${kill.acknowledgedFound} of them in the database, ${kill.lost} lost; failed: ${JSON.stringify(kill.failures)}`);
    mkdirSync(results, { recursive: true });
    const machine = { cores: cpus().length, node: process.version };
    writeFileSync(`${results}two-processes.json`, `${JSON.stringify({ date: new Date().toISOString(), machine, seconds: SECONDS, mixed, kill }, null, 2)}\n`);
    console.log(`written to bench/results/two-processes.json`);
    if (kill.lost > 0) process.exitCode = 1;
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
