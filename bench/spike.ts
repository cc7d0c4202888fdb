/**
 * A Ramadan spike: how close the site's busiest answers come to the server itself. The app (built
 * web pages included: run `npm run build -w @foundation/web` first, or `/` is the bare shell) and a
 * bare Fastify listen in this process; autocannon loads them from a worker thread, 10 connections,
 * each site path followed at once by the bare routes, so all meet the same machine load. Requests
 * ask for brotli or gzip, as a browser does. Two bare routes: a small JSON (the server's ceiling),
 * and the very bytes and headers the site sent for the path (the ceiling for that many bytes: a
 * 27 KB page cannot go as fast as 40 bytes of JSON, whatever the site does).
 *
 *   npm run bench:spike                                   # PGlite (embedded)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:spike
 *                                                         # a throwaway database on that server
 *   BENCH_SECONDS=10 BENCH_DEMO=true npm run bench:spike  # longer, on the demo content
 *   BENCH_PROFILE=true npm run bench:spike                # and where the server's time goes
 *
 * Prints a table (req/s, p50/p99 latency in ms, and the site's share of the bare route's req/s) and
 * writes bench/results/spike-<db>.json. Never part of `npm test`; it asserts nothing.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Session } from 'node:inspector/promises';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { localStorage } from '../apps/api/src/adapters/storage.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { seed } from '../apps/api/src/seed/index.ts';
import { openBenchDatabase } from './support/database.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PATHS = ['/', '/donate', '/api/settings', '/api/getBooks'];
const HEADERS = { 'accept-encoding': 'br, gzip', 'accept-language': 'en' };
const webBuilt = existsSync(fileURLToPath(new URL('../apps/web/dist-server/entry-server.js', import.meta.url)));

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

async function load(url: string): Promise<Figures> {
  // In a worker thread: the load's own JSON and socket work stays off the server's thread.
  const r = await autocannon({ url, connections: 10, duration: SECONDS, headers: HEADERS, workers: 1 });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, failed: r.errors + r.timeouts + r.non2xx };
}

/**
 * The server thread's CPU profile while `run` loads one path: the functions that spent the most
 * time themselves (their own code, not their callees), as `self ms  function  file:line`. The
 * whole profile is written beside the results, for Chrome's DevTools.
 */
async function profiled<T>(name: string, run: () => Promise<T>): Promise<T> {
  if (process.env.BENCH_PROFILE !== 'true') return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const result = await run();
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/spike${name.replace(/\W+/g, '-')}.cpuprofile`, JSON.stringify(profile));
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const key = `${functionName || '(anonymous)'}  ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|packages)\//, '$1/')}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
  });
  console.log(`\nwhere ${name} spends the server's time (self ms):`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${ms.toFixed(0).padStart(6)}  ${key}`);
  return result;
}

async function main() {
  // DATABASE_URL names a PostgreSQL server, as it does for the app; the bench makes its own database there.
  if (process.env.DATABASE_URL && !process.env.BENCH_DATABASE_URL) process.env.BENCH_DATABASE_URL = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'foundation-spike-'));
  const { database, label, cleanup } = await openBenchDatabase('spike');
  await migrate(database);
  const storage = localStorage(dataDir);
  await seed(database.db, storage, { demo: process.env.BENCH_DEMO === 'true' });

  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database, storage });
  const site = await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.get('/small', async () => ({ data: { ok: true, name: 'bare Fastify' } }));
  const copies: { body: Buffer; headers: Record<string, string> }[] = [];
  bare.get<{ Params: { n: string } }>('/same/:n', async (request, reply) => {
    const copy = copies[Number(request.params.n)]!;
    return reply.headers(copy.headers).send(copy.body);
  });
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

  const rows: { path: string; bytes: string; site: Figures; bare: Figures; ratio: number; same: Figures; sameRatio: number }[] = [];
  const loadBefore = loadavg()[0]!;
  for (const path of PATHS) {
    const first = await fetch(`${site}${path}`, { headers: HEADERS });
    // What travels: the compressed length when the answer was compressed (fetch hands back the plain body).
    const plain = (await first.arrayBuffer()).byteLength;
    const bytes = first.headers.get('content-encoding') ? Number(first.headers.get('content-length') ?? plain) : plain;
    if (!first.ok) throw new Error(`${path} answered ${first.status}`);
    const sent = await app.inject({ url: path, headers: HEADERS });
    const pick = ['content-type', 'content-encoding'].filter((name) => sent.headers[name] !== undefined);
    copies.push({ body: sent.rawPayload, headers: Object.fromEntries(pick.map((name) => [name, String(sent.headers[name])])) });
    const siteFigures = await profiled(path, () => load(`${site}${path}`));
    const bareFigures = await load(`${bareBase}/small`);
    const sameFigures = await load(`${bareBase}/same/${copies.length - 1}`);
    rows.push({
      path,
      bytes: `${bytes} (${plain})`,
      site: siteFigures,
      bare: bareFigures,
      ratio: siteFigures.rps / bareFigures.rps,
      same: sameFigures,
      sameRatio: siteFigures.rps / sameFigures.rps,
    });
  }
  const loadAfter = loadavg()[0]!;

  console.log(`\n${label}, ${SECONDS} s per run, 10 connections; web pages ${webBuilt ? 'server-rendered' : 'NOT built (shell only)'}; ` +
    `machine load ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} (1-min average)\n`);
  console.log('| path | bytes sent (plain) | site req/s | p50 / p99 ms | bare small JSON req/s | p50 / p99 ms | ratio | bare, same bytes req/s | p50 / p99 ms | ratio |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const failed = r.site.failed ? ` (${r.site.failed} failed)` : '';
    console.log(`| \`${r.path}\` | ${r.bytes} | ${r.site.rps}${failed} | ${r.site.p50} / ${r.site.p99} | ${r.bare.rps} | ${r.bare.p50} / ${r.bare.p99} | ${r.ratio.toFixed(3)} ` +
      `| ${r.same.rps} | ${r.same.p50} / ${r.same.p99} | ${r.sameRatio.toFixed(3)} |`);
  }

  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/spike-${label}.json`, JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, loadBefore, loadAfter, rows }, null, 2));
  await app.close();
  await bare.close();
  await database.close();
  await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
