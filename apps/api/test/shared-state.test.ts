import { createServer } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BooksResponseSchema } from '@foundation/contract/books';
import { bookCategories, books } from '../src/db/schema/index.ts';
import { openRedis } from '../src/adapters/redis.ts';
import { redisFailureCounter } from '../src/adapters/redis-failure-counter.ts';
import { cacheBusOf } from '../src/lib/cache-bus.ts';
import { CATALOGUE } from '../src/services/catalogue/books.ts';
import { createTestApp, getOk, type TestContext } from './helpers.ts';
import { registration } from './learner-fixtures.ts';
import { noRedis, redisUrl, removeKeys, testPrefix } from './redis.ts';

/** A port nothing listens on: a Redis that is down. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const login = (t: TestContext, email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/customer_login', remoteAddress: ip, payload: { email, password: 'guess-guess' } });

describe.skipIf(noRedis)('two processes on one database and one Redis', () => {
  const prefix = testPrefix();
  const env = { REDIS_URL: redisUrl!, REDIS_PREFIX: prefix, AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '5' };
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    a = await createTestApp({ env });
    b = await createTestApp({ env, database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await removeKeys(prefix);
  });

  it('hold one address to one sign-in limit, whichever process it reaches', async () => {
    for (let i = 0; i < 5; i++) expect((await login(a, `someone${i}@example.org`, '10.9.0.1')).statusCode).toBe(401);
    const res = await login(b, 'someone-else@example.org', '10.9.0.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(b, 'someone-else@example.org', '10.9.0.2')).statusCode).toBe(401);
  });

  it('make an account guessed at through one process pause on the other', async () => {
    for (let i = 0; i < 3; i++) expect((await login(a, 'target@example.org', `10.9.1.${i}`)).statusCode).toBe(401);
    const res = await login(b, 'Target@example.org', '10.9.1.9');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('count registrations of one e-mail from one address together', async () => {
    const body = registration();
    const register = (t: TestContext) => t.app.inject({ method: 'POST', url: '/api/customer_register', remoteAddress: '10.9.2.1', payload: body });
    expect((await register(a)).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await register(a)).statusCode).toBe(422);
    expect((await register(b)).statusCode).toBe(429);
  });

  it('serve a catalogue changed through one process fresh from the other at once', async () => {
    const total = async (t: TestContext) => (await getOk(t, '/api/getBooks', BooksResponseSchema)).data.pagination.total;
    expect(await total(b)).toBe(0);
    const [category] = await a.database.db.insert(bookCategories).values({ title: 'Faith' }).returning({ id: bookCategories.id });
    await a.database.db.insert(books).values({
      title: 'The Path of Light',
      categoryId: category!.id,
      author: 'Foundation Press',
      thumbnail: '/uploads/books/1.jpg',
      pdfKey: 'books/guide.pdf',
      pricePaisa: 100_000,
      pages: 10,
    });
    // Counts are cached for 30 s: without a word from A, B would go on counting none.
    expect(await total(b)).toBe(0);
    cacheBusOf(a.app.db).publish(CATALOGUE);
    expect(await total(a)).toBe(1);
    await vi.waitFor(async () => expect(await total(b)).toBe(1), { timeout: 2000, interval: 20 });
  });

  it('report Redis in readiness', async () => {
    const res = await b.app.inject('/readyz');
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', redis: 'ok' } });
  });
});

// Needs no Redis at all: nothing listens on the port.
describe('a process whose Redis is down', () => {
  let down: TestContext;
  beforeAll(async () => {
    down = await createTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '5' } });
  });
  afterAll(() => down?.close());

  it('still serves pages, skipping the rate limits it cannot count', async () => {
    expect((await down.app.inject('/api/getBooks')).statusCode).toBe(200);
    for (let i = 0; i < 8; i++) expect((await login(down, 'target@example.org', '10.9.3.1')).statusCode).toBe(401);
  });

  it('stays ready, naming Redis as failed', async () => {
    const res = await down.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', redis: 'failed' } });
  });

  it('says so in the log once a minute, naming no account', async () => {
    const warn = vi.fn();
    const link = await openRedis(`redis://127.0.0.1:${await closedPort()}`, 'p:', { warn } as unknown as FastifyBaseLogger);
    try {
      const counter = redisFailureCounter(link, 'login', 1, 60_000);
      await counter.add('someone@example.org');
      expect(await counter.pauseMs('someone@example.org')).toBe(0);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(warn.mock.calls)).not.toContain('someone');
    } finally {
      await link.close();
    }
  });
});
