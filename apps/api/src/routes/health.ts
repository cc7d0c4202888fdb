import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const CHECK_TIMEOUT_MS = 2000;
const tags = ['health'];

const HealthSchema = z.object({ status: z.literal('ok') });
const ReadySchema = z.object({
  status: z.enum(['ready', 'unavailable', 'draining']),
  /** Left out while draining: nothing is checked then, the answer is no. */
  checks: z
    .object({
      database: z.enum(['ok', 'failed']),
      storage: z.enum(['ok', 'failed']),
      /** Only when REDIS_URL is set. */
      redis: z.enum(['ok', 'failed']).optional(),
    })
    .optional(),
});

/** A check that hangs counts as failed: a load balancer must get its answer in time. */
async function passes(check: () => Promise<unknown>): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For process supervisors and load balancers, outside /api and never rate limited: /healthz says
 * the process answers; /readyz that it can serve (database and file storage reachable), and 503
 * otherwise. From the moment the server starts to shut down /readyz answers 503 (see draining.ts).
 * Redis is reported but never makes a process unready: every process shares the one Redis, so a
 * failed Redis would take them all out of the load balancer at once, while without it the site
 * still serves (rate limits let requests through, caches expire on their own; decision 0013).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/healthz', { schema: { tags, response: { 200: HealthSchema } } }, async () => ({ status: 'ok' as const }));

  app.get('/readyz', { schema: { tags, response: { 200: ReadySchema, 503: ReadySchema } } }, async (_request, reply) => {
    if (app.draining) return reply.code(503).send({ status: 'draining' });
    const link = app.redis;
    const [database, storage, redis] = await Promise.all([
      passes(() => app.db.execute(sql`select 1`)),
      passes(() => app.storage.check()),
      link ? passes(() => link.client.ping()) : undefined,
    ]);
    const ready = database === 'ok' && storage === 'ok';
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks: { database, storage, ...(redis && { redis }) } });
  });
};
