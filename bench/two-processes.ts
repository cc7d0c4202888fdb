/**
 * Production in miniature under load: two server processes behind Debian's nginx (configured as
 * deploy/nginx.conf), sharing PostgreSQL, an S3-compatible server (s3rver, in this process) and
 * Redis. First a mixed workload for BENCH_SECONDS (60): page loads, catalogue reads and donations
 * with receipts. Then BENCH_RESTARTS (10) graceful restarts, one process at a time, while visitors
 * read and give: not one request may fail, and every gift acknowledged is recorded exactly once.
 * Last, donations go on while one process is killed with SIGKILL: every donation a client saw
 * acknowledged must be in the database.
 *
 * Each port's socket is held as systemd's socket activation holds it (deploy/foundation@.socket);
 * BENCH_OWN_SOCKETS=true has each process open and close its own, to measure that set-up instead.
 *
 *   npx tsx bench/two-processes.ts
 *   BENCH_DATABASE_URL=postgres://… BENCH_REDIS_URL=redis://… BENCH_SECONDS=20 npx tsx bench/two-processes.ts
 *
 * Runs the build (npm run build), as production does. Prints the figures and writes
 * bench/results/two-processes.json. Never part of `npm test`.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startSite } from '../apps/api/test/cluster/site.ts';
import { killUnderLoad } from './two-processes/kill.ts';
import { mixedWorkload } from './two-processes/mixed.ts';
import { restartsUnderLoad } from './two-processes/restart.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 10);
const OWN_SOCKETS = process.env.BENCH_OWN_SOCKETS === 'true';
const results = fileURLToPath(new URL('./results/', import.meta.url));
const webIndex = fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url));
const apiServer = fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url));

async function main() {
  if (!existsSync(webIndex) || !existsSync(apiServer)) throw new Error('apps/web/dist or apps/api/dist is missing: run `npm run build` first');
  const site = await startSite({
    databaseServerUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    // A catalogue to read; every request comes from nginx's one address, so the per-address
    // donation limit is raised for the load (it is what a real donor meets at 20).
    env: { SEED_DEMO: 'true', PAYMENT_RATE_LIMIT_PER_IP: '1000000', SHUTDOWN_GRACE_MS: '5000' },
    ownSockets: OWN_SOCKETS,
    readyTimeoutMs: 600_000,
    // As production runs it: how long a restarted process takes to start is what a request waits.
    built: true,
  });
  try {
    console.log(`two processes behind nginx at ${site.nginx.url}; mixed workload for ${SECONDS} s…`);
    const mixed = await mixedWorkload(site.nginx.url, SECONDS);
    for (const [kind, r] of Object.entries(mixed)) {
      console.log(`  ${kind.padEnd(10)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  errors ${r.errors}`);
    }
    console.log(`${RESTARTS} graceful restarts under load (${OWN_SOCKETS ? 'each process its own socket' : 'sockets held as systemd does'})…`);
    const restarts = await restartsUnderLoad(site, { rounds: RESTARTS, clients: 8 });
    for (const r of restarts) {
      console.log(
        `  ${r.process.toUpperCase()}: stop ${r.stopMs} ms, down ${r.downMs} ms; ${r.requests} requests (${r.gets} GET, ${r.posts} POST), ` +
          `failed ${r.failedGets} GET ${r.failedPosts} POST ${JSON.stringify(r.failures)}; ${r.acknowledged} gifts, ${r.notOnce} not once, ${r.extraRows} extra rows; ` +
          `slowest ${r.slowestMs} ms; nginx ${JSON.stringify(r.nginx)}`,
      );
    }
    console.log('donations go on while process B is killed (SIGKILL) and started again…');
    const kill = await killUnderLoad(site, { clients: 8, beforeMs: 5000, afterMs: 10_000 });
    console.log(`  ${kill.attempts} tried, ${kill.acknowledged} acknowledged, ${kill.acknowledgedFound} of them in the database, ${kill.lost} lost; failed: ${JSON.stringify(kill.failures)}`);
    mkdirSync(results, { recursive: true });
    const machine = { cores: cpus().length, node: process.version };
    const file = `two-processes${OWN_SOCKETS ? '-own-sockets' : ''}.json`;
    writeFileSync(`${results}${file}`, `${JSON.stringify({ date: new Date().toISOString(), machine, ownSockets: OWN_SOCKETS, seconds: SECONDS, mixed, restarts, kill }, null, 2)}\n`);
    console.log(`written to bench/results/${file}`);
    const dropped = restarts.some((r) => r.failedGets + r.failedPosts + r.notOnce + r.extraRows > 0);
    if (kill.lost > 0 || dropped) process.exitCode = 1;
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
