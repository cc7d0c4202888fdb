import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { donations } from '../../src/db/schema/index.ts';
import { donationForm } from './requests.ts';

/** One request of the load: what was asked, when, and what came back. */
export interface Outcome {
  method: 'GET' | 'POST';
  path: string;
  startedAt: number;
  endedAt: number;
  status?: number;
  /** Why no answer came (the fetch error's cause), when none did. */
  error?: string;
  /** A gift's reference, when the donor was told it is recorded. */
  reference?: string;
}

export interface Load {
  /** Every request answered or failed so far. */
  readonly outcomes: readonly Outcome[];
  /** Resolves once `n` more requests have finished. */
  whenMore(n: number): Promise<void>;
  /** Lets each client finish the request it is making, then stops. */
  stop(): Promise<readonly Outcome[]>;
}

const READS = ['/api/getCampaigns', '/api/getBooks', '/api/settings'];

/** What a visitor would call a failure: no answer, or an answer other than 200. */
export const failed = (o: Outcome) => o.status !== 200 || (o.method === 'POST' && !o.reference);

async function request(baseUrl: string, method: Outcome['method'], path: string): Promise<Outcome> {
  const startedAt = Date.now();
  try {
    const gift = method === 'POST' ? donationForm() : undefined;
    const res = await fetch(`${baseUrl}${path}`, gift ? { method, body: gift.body, headers: gift.headers } : {});
    const text = await res.text();
    // nginx's own error pages are HTML: only the server's answers are JSON.
    const reference = res.ok && method === 'POST' ? (JSON.parse(text) as { reference?: string }).reference : undefined;
    return { method, path, startedAt, endedAt: Date.now(), status: res.status, reference };
  } catch (error) {
    return { method, path, startedAt, endedAt: Date.now(), error: String((error as Error).cause ?? error) };
  }
}

/**
 * Visitors through `baseUrl`, each reading the catalogue twice and then giving (a wallet gift with
 * a JPEG receipt), one request after another, until stopped.
 */
export function startLoad(baseUrl: string, clients: number): Load {
  const outcomes: Outcome[] = [];
  const waiting: { at: number; resolve: () => void }[] = [];
  let running = true;
  const client = async (offset: number) => {
    for (let i = offset; running; i++) {
      const post = i % 3 === 2;
      outcomes.push(await request(baseUrl, post ? 'POST' : 'GET', post ? '/api/manualPayment' : READS[i % READS.length]!));
      for (const w of waiting.filter((w) => outcomes.length >= w.at)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve();
      }
    }
  };
  const all = Array.from({ length: clients }, (_, i) => client(i));
  return {
    outcomes,
    whenMore: (n) => new Promise((resolve) => waiting.push({ at: outcomes.length + n, resolve })),
    async stop() {
      running = false;
      await Promise.all(all);
      for (const w of waiting.splice(0)) w.resolve();
      return outcomes;
    },
  };
}

/** How many donation rows bear each of `references` (0 for one that is missing). */
export async function rowsPerReference(db: Db, references: string[]): Promise<Map<string, number>> {
  const rows = new Map(references.map((r) => [r, 0]));
  for (let i = 0; i < references.length; i += 1000) {
    const batch = references.slice(i, i + 1000);
    const found = await db
      .select({ reference: donations.reference, rows: count() })
      .from(donations)
      .where(inArray(donations.reference, batch))
      .groupBy(donations.reference);
    for (const { reference, rows: n } of found) rows.set(reference, n);
  }
  return rows;
}

export const donationRows = async (db: Db) => (await db.select({ rows: count() }).from(donations))[0]!.rows;
