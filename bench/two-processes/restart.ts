import { once } from 'node:events';
import { gt, max } from 'drizzle-orm';
import { donations } from '../../apps/api/src/db/schema/index.ts';
import { failed, rowsPerReference, startLoad, type Outcome } from '../../apps/api/test/cluster/load.ts';
import type { Site } from '../../apps/api/test/cluster/site.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RestartResult {
  process: 'a' | 'b';
  /** SIGTERM to exit: the drain (SHUTDOWN_GRACE_MS) and the requests still running. */
  stopMs: number;
  /** Exit to ready: no process on that port; its connections wait in the socket (or are refused). */
  downMs: number;
  requests: number;
  gets: number;
  posts: number;
  /** Failed requests by what happened: an HTTP status or the connection error. */
  failures: Record<string, number>;
  failedGets: number;
  failedPosts: number;
  acknowledged: number;
  /** Acknowledged gifts with other than exactly one row. */
  notOnce: number;
  /** Rows added beyond the acknowledged gifts (a POST recorded twice, or one nobody was told of). */
  extraRows: number;
  /** Their references, to look them up. */
  extraReferences: string[];
  /** The slowest request of the round: a request that waited for the restarted process. */
  slowestMs: number;
  /** What nginx's error log says of the round, by kind and method (a refused GET was retried, a reset POST failed). */
  nginx: Record<string, number>;
}

const NGINX_KINDS: [RegExp, string][] = [
  [/connect\(\) failed \(111/, 'refused'],
  [/reset by peer/, 'reset'],
  [/prematurely closed/, 'closed early'],
  [/no live upstreams/, 'no live upstreams'],
  [/timed out/, 'timed out'],
];

/** nginx's error lines about upstreams, counted by kind and method. */
function nginxErrors(log: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of log.split('\n').filter((l) => l.includes('[error]') && l.includes('upstream'))) {
    const kind = NGINX_KINDS.find(([pattern]) => pattern.test(line))?.[1] ?? 'other';
    const what = `${kind} ${/request: "(\w+)/.exec(line)?.[1] ?? ''}`.trim();
    counts[what] = (counts[what] ?? 0) + 1;
  }
  return counts;
}

/**
 * `rounds` graceful restarts under load, alternating B and A, each as `systemctl restart` does it
 * (SIGTERM, wait for the exit, start again on the same port): visitors read the catalogue and give
 * through nginx all the while. Every request must be answered 200 and every gift acknowledged
 * recorded exactly once.
 */
export async function restartsUnderLoad(site: Site, opts: { rounds: number; clients: number }): Promise<RestartResult[]> {
  const results: RestartResult[] = [];
  for (let round = 0; round < opts.rounds; round++) {
    const which = round % 2 === 0 ? 'b' : 'a';
    const lastBefore = await settledLastId(site);
    const logBefore = site.nginx.errors().length;
    const load = startLoad(site.nginx.url, opts.clients);
    await load.whenMore(60);
    const exited = once(site[which].child, 'exit').then(() => Date.now());
    const stoppedAt = Date.now();
    await site.restart(which);
    const readyAt = Date.now();
    const exitedAt = await exited;
    await load.whenMore(60);
    const outcomes = await load.stop();
    const times = { stopMs: exitedAt - stoppedAt, downMs: readyAt - exitedAt };
    results.push({ ...(await summary(site, which, outcomes, lastBefore, times)), nginx: nginxErrors(site.nginx.errors().slice(logBefore)) });
  }
  return results;
}

/** The last donation's id once no more are being written (the workload before may have left some in flight). */
async function settledLastId(site: Site): Promise<number> {
  const last = async () => (await site.database.db.select({ id: max(donations.id) }).from(donations))[0]!.id ?? 0;
  for (let before = -1; ; await sleep(3000)) {
    const now = await last();
    if (now === before) return now;
    before = now;
  }
}

async function summary(site: Site, which: 'a' | 'b', outcomes: readonly Outcome[], lastBefore: number, times: { stopMs: number; downMs: number }) {
  const failures: Record<string, number> = {};
  for (const o of outcomes.filter(failed)) {
    const what = `${o.method} ${o.status ?? o.error}`;
    failures[what] = (failures[what] ?? 0) + 1;
  }
  const references = outcomes.flatMap((o) => (o.reference ? [o.reference] : []));
  const rows = await rowsPerReference(site.database.db, references);
  const acknowledged = new Set(references);
  const added = await site.database.db.select({ reference: donations.reference }).from(donations).where(gt(donations.id, lastBefore));
  const extraReferences = added.map((r) => r.reference).filter((r) => !acknowledged.has(r));
  return {
    process: which,
    ...times,
    requests: outcomes.length,
    gets: outcomes.filter((o) => o.method === 'GET').length,
    posts: outcomes.filter((o) => o.method === 'POST').length,
    failures,
    failedGets: outcomes.filter((o) => o.method === 'GET' && failed(o)).length,
    failedPosts: outcomes.filter((o) => o.method === 'POST' && failed(o)).length,
    acknowledged: references.length,
    notOnce: [...rows.values()].filter((n) => n !== 1).length,
    extraRows: extraReferences.length,
    extraReferences,
    slowestMs: Math.max(...outcomes.map((o) => o.endedAt - o.startedAt)),
  };
}
