import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@foundation/contract/common';
import { contactMessages } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';

const secret = 'connection to db-internal:5432 failed for user admin';
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    env: { BODY_LIMIT_BYTES: '2048' },
    beforeReady: (app) => {
      app.get('/api/test/throws', async () => {
        throw new Error(secret);
      });
    },
  });
});
afterAll(() => t.close());

const postJson = (payload: string) =>
  t.app.inject({ method: 'POST', url: '/api/saveContact', headers: { 'content-type': 'application/json' }, payload });

describe('failures a client can read', () => {
  it('drops an invisible null character from a search or a form rather than failing on it', async () => {
    const search = await t.app.inject('/api/getBooks?search=mer%00cy');
    expect(search.statusCode).toBe(200);
    expect(search.json()).toEqual((await t.app.inject('/api/getBooks?search=mercy')).json());

    const form = await postJson(JSON.stringify({ name: 'Ay\u0000esha', email: 'ayesha@example.pk', phone: '+923001234567', subject: 'Hello', message: 'Salaam' }));
    expect(form.statusCode).toBe(200);
    const [saved] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.email, 'ayesha@example.pk'));
    expect(saved?.name).toBe('Ayesha');

    // A bad id in a path still names nothing: 404, as for any malformed id.
    expect((await t.app.inject('/api/getSpecificBook/%00')).statusCode).toBe(404);
  });

  it('answers an unknown API path with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/xyz' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: messages.notFound });
    }
  });

  it('answers a malformed JSON body with a 400 and a message', async () => {
    const res = await postJson('{"name": "Ayesha",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.malformed });
  });

  it('answers an integer parameter past the database range as a client error, never a 500', async () => {
    for (const url of ['/api/getBooks?filter_category=2147483648', '/api/getBooks?page=99999999999', '/api/getLectures/2147483648', '/api/getPlaylists/99999999999']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('answers a body over BODY_LIMIT_BYTES with a JSON 413', async () => {
    const res = await postJson(JSON.stringify({ message: 'x'.repeat(4096) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: messages.payloadTooLarge });
  });

  it('answers a failing route with a 500 that gives nothing away', async () => {
    const res = await t.app.inject('/api/test/throws');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: messages.serverError });
    expect(res.body).not.toContain('db-internal');
    expect(res.body).not.toMatch(/stack|at .*\.ts/);
  });
});

describe('security headers', () => {
  it('sends a content security policy and nosniff on API answers, errors included', async () => {
    for (const url of ['/api/settings', '/api/xyz', '/api/test/throws']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('a body built to exhaust the stack', () => {
  let big: TestContext;
  beforeAll(async () => {
    big = await createTestApp();
  });
  afterAll(() => big.close());

  it('answers a JSON body nested 20,000 levels deep with a 400, and the server stays well', async () => {
    for (const url of ['/api/saveContact', '/api/customer_login']) {
      const res = await big.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: `{"name":${'['.repeat(20_000)}${']'.repeat(20_000)}}` });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: messages.malformed });
    }
    const ok = await big.app.inject({
      method: 'POST',
      url: '/api/saveContact',
      payload: { name: 'Bilal', email: 'bilal@example.pk', phone: '+923001234567', subject: 'Hi', message: 'Salaam' },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('the API documentation', () => {
  const paths = async (env: Record<string, string>) => {
    const ctx = await createTestApp({ env });
    try {
      const res = await ctx.app.inject('/api/docs/json');
      return { status: res.statusCode, paths: res.statusCode === 200 ? Object.keys((res.json() as { paths: object }).paths) : [] };
    } finally {
      await ctx.close();
    }
  };

  it('documents the public API but not the back office by default', async () => {
    const docs = await paths({});
    expect(docs.paths).toContain('/api/manualPayment');
    expect(docs.paths.filter((p) => p.startsWith('/api/admin'))).toEqual([]);
  });

  it('documents the back office too when API_DOCS=all, and nothing when off', async () => {
    expect((await paths({ API_DOCS: 'all' })).paths).toContain('/api/admin/donations');
    expect((await paths({ API_DOCS: 'off' })).status).toBe(404);
  });
});
