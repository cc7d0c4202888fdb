import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { signInStaff, staffClient, type StaffClient } from './fixtures/back-office.ts';
import { renderCount, standInWebBuild } from './fixtures/web-build.ts';
import { bearer, registerLearner } from './learner-fixtures.ts';
import { noRedis, redisUrl, removeKeys, testPrefix } from './redis.ts';

/**
 * What a browser or a CDN in front of the site may keep (lib/kept-answer.ts, plugins/public-reads.ts):
 * pages and public reads carry a strong ETag and are answered 304 to a reader who holds them; a
 * staff change gives the next answer other bytes, in every process; nothing a learner or staff
 * member reads is ever marked for a shared cache.
 */
const KEPT = { PUBLIC_READS_KEPT_MS: '60000' };
const STRONG_ETAG = /^"[\w-]{27}(-br|-gzip)?"$/;
const shareable = (cacheControl: unknown) => /\bpublic\b|s-maxage/.test(String(cacheControl ?? ''));
const get = (t: TestContext, url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip', ...headers } });

let build: ReturnType<typeof standInWebBuild>;
beforeAll(() => {
  build = standInWebBuild();
});
afterAll(() => build.remove());

describe('in one process', () => {
  let t: TestContext;
  let staff: StaffClient;
  beforeAll(async () => {
    t = await createTestApp({ webDist: build.webDist, env: KEPT });
    staff = staffClient(t, await signInStaff(t));
  });
  afterAll(() => t?.close());

  it.each(['/education', '/api/settings', '/api/getBooks', '/api/getCampaigns'])(
    'gives %s a strong ETag, for a CDN to keep a few seconds, and answers 304 to a reader who holds it',
    async (url) => {
      const first = await get(t, url);
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toMatch(STRONG_ETAG);
      expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
      expect(first.headers.vary).toMatch(/accept-encoding/i);

      const again = await get(t, url, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      expect(again.headers.etag).toBe(first.headers.etag);
      // A reader taking another coding holds the same content: still 304, under that coding's tag.
      const plain = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(plain.statusCode).toBe(304);
      expect(plain.headers.etag).not.toBe(first.headers.etag);
      // An ETag of other bytes is sent the answer.
      expect((await get(t, url, { 'if-none-match': '"somethingelse"' })).statusCode).toBe(200);
    },
  );

  it('sends a public read from memory, byte for byte as first made, in every coding', async () => {
    const made = await t.app.inject('/api/welfareCategories');
    const kept = await t.app.inject('/api/welfareCategories');
    expect(kept.body).toBe(made.body);
    expect(kept.headers['content-type']).toBe(made.headers['content-type']);
    expect(kept.headers.etag).toBe(made.headers.etag);
    const { brotliDecompressSync } = await import('node:zlib');
    const br = await get(t, '/api/welfareCategories');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(made.body);
  });

  it('gives the next page and read other bytes and another ETag once staff change something', async () => {
    const page = await get(t, '/publishing');
    const read = await get(t, '/api/settings');
    expect(renderCount((await t.app.inject('/publishing')).body)).toBe(renderCount((await t.app.inject('/publishing')).body));

    const saved = await staff.patch('/api/admin/settings', { company_phone: '+92 42 765 432 100' });
    expect(saved.statusCode, saved.body).toBe(200);

    const pageAfter = await get(t, '/publishing', { 'if-none-match': String(page.headers.etag) });
    expect(pageAfter.statusCode).toBe(200);
    expect(pageAfter.headers.etag).not.toBe(page.headers.etag);
    const readAfter = await get(t, '/api/settings', { 'if-none-match': String(read.headers.etag) });
    expect(readAfter.statusCode).toBe(200);
    expect(readAfter.headers.etag).not.toBe(read.headers.etag);
    expect((await t.app.inject('/api/settings')).json().data.company_phone).toBe('+92 42 765 432 100');
  });

  it('never marks a learner’s or a staff member’s answer for a shared cache', async () => {
    const learner = await registerLearner(t);
    for (const url of ['/api/customer_profile', '/api/getMyCourses']) {
      const res = await t.app.inject({ url, headers: bearer(learner.token) });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect({ url, cacheControl: res.headers['cache-control'] }).toEqual({ url, cacheControl: 'private, no-store' });
    }
    for (const url of ['/api/admin/settings', '/api/admin/me']) {
      const res = await staff.get(url);
      expect(shareable(res.headers['cache-control']), `${url}: ${res.headers['cache-control']}`).toBe(false);
      expect(res.headers['cache-control']).toMatch(/no-store/);
    }
    // A public read or page asked with credentials or a cookie is someone's: their browser may keep it, no CDN.
    const withToken = await get(t, '/api/settings', bearer(learner.token));
    expect(withToken.headers['cache-control']).toBe('private, no-cache');
    const withCookie = await get(t, '/education', { cookie: 'lang=en' });
    expect(withCookie.headers['cache-control']).toBe('private, no-cache');
    // A page the browser draws for a learner or a donor: its shell is nobody's, and still not shared.
    const shell = await get(t, '/login');
    expect(shell.statusCode).toBe(200);
    expect(shareable(shell.headers['cache-control'])).toBe(false);
    // An answer about nothing is not kept anywhere.
    expect(shareable((await get(t, '/api/getSpecificBook/424242')).headers['cache-control'])).toBe(false);
  });
});

describe.skipIf(noRedis)('in two processes on one database and one Redis', () => {
  const prefix = testPrefix();
  const env = { ...KEPT, REDIS_URL: redisUrl!, REDIS_PREFIX: prefix };
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    a = await createTestApp({ webDist: build.webDist, env });
    b = await createTestApp({ webDist: build.webDist, env, database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await removeKeys(prefix);
  });

  it('gives the next page and read other bytes in the other process once staff change something through one', async () => {
    const page = await get(b, '/education');
    const read = await get(b, '/api/settings');
    // Kept: asked again, B answers from memory.
    expect((await get(b, '/api/settings', { 'if-none-match': String(read.headers.etag) })).statusCode).toBe(304);

    const staff = staffClient(a, await signInStaff(a));
    expect((await staff.patch('/api/admin/settings', { company_phone: '+92 42 999 888 777' })).statusCode).toBe(200);

    await vi.waitFor(
      async () => {
        const readAfter = await get(b, '/api/settings', { 'if-none-match': String(read.headers.etag) });
        expect(readAfter.statusCode).toBe(200);
        expect(readAfter.headers.etag).not.toBe(read.headers.etag);
      },
      { timeout: 2000, interval: 20 },
    );
    const pageAfter = await get(b, '/education', { 'if-none-match': String(page.headers.etag) });
    expect(pageAfter.statusCode).toBe(200);
    expect(pageAfter.headers.etag).not.toBe(page.headers.etag);
    // The same bytes give the same ETag whichever process made them, so a CDN's question works on either.
    expect((await get(a, '/api/settings')).headers.etag).toBe((await get(b, '/api/settings')).headers.etag);
  });
});
