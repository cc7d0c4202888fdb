import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFERENCE_PATTERN } from '@foundation/contract/donations';
import { donations } from '../src/db/schema/index.ts';
import { donationRows, failed, rowsPerReference, startLoad } from './cluster/load.ts';
import { nginxMissing } from './cluster/nginx.ts';
import { customerLogin, donate, staffToken } from './cluster/requests.ts';
import { startSite, type Site } from './cluster/site.ts';
import { createCampaign, receipts } from './fixtures/donations.ts';

const databaseServerUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
// The processes always use a real PostgreSQL, so one project runs this file: api-postgres.
const skip = !databaseServerUrl
  ? 'TEST_DATABASE_URL is not set'
  : !redisUrl
    ? 'TEST_REDIS_URL is not set'
    : nginxMissing() || (process.env.TEST_DB !== 'postgres' && 'runs in the api-postgres project only');
if (skip) console.warn(`two server processes behind nginx: skipped (${skip})`);

const staffGet = (baseUrl: string, token: string, path: string) => fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe.skipIf(skip)('two server processes behind nginx, sharing PostgreSQL, S3 and Redis', () => {
  let site: Site;
  let ip = 0;
  /** A client address of its own for each direct call, so one test's limits never meet another's. */
  const nextIp = () => `10.20.${Math.floor(++ip / 250)}.${ip % 250}`;
  const idOf = async (reference: string) =>
    (await site.database.db.select({ id: donations.id }).from(donations).where(eq(donations.reference, reference)))[0]!.id;

  beforeAll(async () => {
    site = await startSite({
      databaseServerUrl: databaseServerUrl!,
      redisUrl: redisUrl!,
      env: { AUTH_RATE_LIMIT_PER_IP: '5', AUTH_RATE_LIMIT_PER_EMAIL: '3', SHUTDOWN_GRACE_MS: '5000', PAYMENT_RATE_LIMIT_PER_IP: '1000' },
    });
  }, 150_000);
  afterAll(() => site?.close(), 30_000);

  it('open for staff through B a receipt a donor uploaded through A', async () => {
    const gift = await donate(site.a.url, nextIp());
    expect(gift.status).toBe(200);
    expect(gift.json.reference).toMatch(REFERENCE_PATTERN);
    const token = await staffToken(site.b.url, nextIp());
    const res = await staffGet(site.b.url, token, `/api/admin/donations/${await idOf(gift.json.reference!)}/receipt`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(receipts.jpg)).toBe(true);
  });

  it('hold a sign-in limit reached on A on B too', async () => {
    const address = nextIp();
    for (let i = 0; i < 5; i++) expect((await customerLogin(site.a.url, `someone${i}@example.org`, address)).status).toBe(401);
    const res = await customerLogin(site.b.url, 'someone-else@example.org', address);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('serve through B, within a second, a campaign total raised by staff through A', async () => {
    const { campaign } = await createCampaign(site.database.db);
    // Written past the processes: they are told, as a staff write tells them, or they would keep their answers a minute.
    await site.announceChange();
    const total = async (baseUrl: string) => {
      const body = (await (await fetch(`${baseUrl}/api/getCampaigns`)).json()) as { data: { campaign_list: { id: number; total_amount: number }[] } };
      return body.data.campaign_list.find((c) => c.id === campaign.id)?.total_amount;
    };
    const gift = await donate(site.nginx.url, undefined, {
      'donatation_submit[module_code]': 'CAMPAIGN',
      'donatation_submit[campaign_id]': String(campaign.id),
    });
    expect(gift.status).toBe(200);
    await vi.waitFor(async () => expect(await total(site.b.url)).toBe(0), { timeout: 1000, interval: 50 });
    const id = await idOf(gift.json.reference!);
    const token = await staffToken(site.a.url, nextIp());
    const review = await fetch(`${site.a.url}/api/admin/donations/${id}/review`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'verified' }),
    });
    expect(review.status).toBe(200);
    await vi.waitFor(async () => expect(await total(site.b.url)).toBe(1500), { timeout: 1000, interval: 50 });
    // The receipt PDF A made at verification is in the shared bucket: B hands it out.
    const pdf = await staffGet(site.b.url, token, `/api/admin/donations/${id}/receipt-pdf`);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('through nginx, spread gifts over both processes and show staff every one', async () => {
    const gifts = await Promise.all(Array.from({ length: 6 }, () => donate(site.nginx.url)));
    expect(gifts.map((g) => g.status)).toEqual(Array(6).fill(200));
    const token = await staffToken(site.nginx.url);
    for (const { json } of gifts) {
      const res = await staffGet(site.nginx.url, token, `/api/admin/donations/${await idOf(json.reference!)}/receipt`);
      expect(res.status).toBe(200);
    }
  });

  it('through nginx, count a client by the address nginx saw, whatever X-Forwarded-For it sends', async () => {
    for (let i = 0; i < 5; i++) expect((await customerLogin(site.nginx.url, `spoof${i}@example.org`, nextIp())).status).toBe(401);
    expect((await customerLogin(site.nginx.url, 'spoof@example.org', nextIp())).status).toBe(429);
  });

  it('through nginx, under load, restart a process without one failed request or one gift lost or doubled', async () => {
    const rowsBefore = await donationRows(site.database.db);
    const logBefore = site.nginx.errors().length;
    const load = startLoad(site.nginx.url, 6);
    await load.whenMore(30);
    const old = site.b;
    const exited = once(old.child, 'exit').then(([code]) => ({ code: code as number | null, at: Date.now() }));
    const stoppedAt = Date.now();
    // SIGTERM, then a new process on the same socket, as `systemctl restart` does.
    await site.restart('b');
    const { code, at: exitedAt } = await exited;
    // Some more once the new process is up.
    await load.whenMore(30);
    const outcomes = await load.stop();

    expect(outcomes.filter(failed)).toEqual([]);
    // Not even nginx met a refused or reset connection to retry elsewhere: while no process ran,
    // connections waited in the port's socket for the next one.
    expect(site.nginx.errors().slice(logBefore)).not.toMatch(/upstream/);
    expect(code).toBe(0);
    expect(site.b.child.pid).not.toBe(old.child.pid);
    // The load went on while the old process drained.
    expect(outcomes.filter((o) => o.startedAt > stoppedAt && o.endedAt < exitedAt).length).toBeGreaterThan(10);
    const gifts = outcomes.filter((o) => o.method === 'POST');
    expect(gifts.length).toBeGreaterThan(10);
    const references = gifts.map((o) => o.reference!);
    // Each gift a donor was told of is recorded once, and there is no gift nobody was told of.
    expect([...(await rowsPerReference(site.database.db, references)).values()].filter((n) => n !== 1)).toEqual([]);
    expect((await donationRows(site.database.db)) - rowsBefore).toBe(references.length);
  }, 180_000);
});
