import { inArray } from 'drizzle-orm';
import { donations } from '../../apps/api/src/db/schema/index.ts';
import { donate } from '../../apps/api/test/cluster/requests.ts';
import type { Site } from '../../apps/api/test/cluster/site.ts';

export interface KillResult {
  clients: number;
  attempts: number;
  /** 200 with a reference: the donor was told the gift is recorded. */
  acknowledged: number;
  /** Acknowledged references found in the database afterwards. */
  acknowledgedFound: number;
  lost: number;
  /** Answers other than 200 and requests that failed outright, by what happened. */
  failures: Record<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Donors keep giving through nginx while process B is killed with SIGKILL (no drain, no goodbye)
 * and started again. A gift in flight on B may fail; a gift any donor saw acknowledged must be in
 * the database.
 */
export async function killUnderLoad(site: Site, opts: { clients: number; beforeMs: number; afterMs: number }): Promise<KillResult> {
  const references: string[] = [];
  const failures: Record<string, number> = {};
  let attempts = 0;
  let running = true;
  const client = async () => {
    while (running) {
      attempts++;
      const outcome = await donate(site.nginx.url).catch((error: unknown) => ({ status: String((error as Error).cause ?? error), json: {} as { reference?: string } }));
      if (outcome.status === 200 && outcome.json.reference) references.push(outcome.json.reference);
      else failures[String(outcome.status)] = (failures[String(outcome.status)] ?? 0) + 1;
    }
  };
  const clients = Array.from({ length: opts.clients }, client);
  await sleep(opts.beforeMs);
  // systemd starts it again (Restart=on-failure); meanwhile its connections wait in its socket.
  await site.restart('b', 'SIGKILL');
  await sleep(opts.afterMs);
  running = false;
  await Promise.all(clients);

  let found = 0;
  for (let i = 0; i < references.length; i += 1000) {
    const batch = references.slice(i, i + 1000);
    found += (await site.database.db.select({ reference: donations.reference }).from(donations).where(inArray(donations.reference, batch))).length;
  }
  return { clients: opts.clients, attempts, acknowledged: references.length, acknowledgedFound: found, lost: references.length - found, failures };
}
