import autocannon from 'autocannon';
import { donationForm } from '../../apps/api/test/cluster/requests.ts';

export interface KindResult {
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors and timeouts, plus answers other than 2xx. */
  errors: number;
  non2xx: number;
}

// A browser asks for compressed files; the server sends the build's brotli copies.
const browser = { 'accept-encoding': 'br, gzip' };
const donation = donationForm();

/** Each kind on its own connections, all at once: what one visitor does hardly waits on another. */
const KINDS = {
  pages: { connections: 4, requests: ['/', '/donate', '/publishing'].map((path) => ({ method: 'GET' as const, path, headers: browser })) },
  catalogue: { connections: 4, requests: ['/api/getBooks', '/api/getCourses', '/api/getCampaigns'].map((path) => ({ method: 'GET' as const, path, headers: browser })) },
  donations: {
    connections: 2,
    requests: [{ method: 'POST' as const, path: '/api/manualPayment', headers: donation.headers, body: donation.body }],
  },
};
export type Kind = keyof typeof KINDS;

function summary(connections: number, r: autocannon.Result): KindResult {
  return {
    connections,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors + r.timeouts + r.non2xx,
    non2xx: r.non2xx,
  };
}

/** Page loads, catalogue reads and donations with receipts, together for `seconds` through `url` (nginx). */
export async function mixedWorkload(url: string, seconds: number): Promise<Record<Kind, KindResult>> {
  const entries = await Promise.all(
    Object.entries(KINDS).map(async ([kind, { connections, requests }]) => {
      const result = await autocannon({ url, connections, duration: seconds, requests });
      return [kind, summary(connections, result)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Kind, KindResult>;
}
