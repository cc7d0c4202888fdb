import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { memoryCacheBus, useCacheBus } from '../lib/cache-bus.ts';
import { redisCacheBus } from './redis-cache-bus.ts';
import type { RedisLink } from './redis-link.ts';

const WARN_EVERY_MS = 60_000;

export type { RedisLink };

declare module 'fastify' {
  interface FastifyInstance {
    /** Null without REDIS_URL: one process, state in memory. */
    redis: RedisLink | null;
  }
}

/**
 * A Redis that is down must not hold up a request: commands fail at once while disconnected
 * (no offline queue) or after a second (a server that hangs), and the client reconnects on its own.
 */
const OPTIONS = { lazyConnect: true, enableOfflineQueue: false, connectTimeout: 2000, commandTimeout: 1000, maxRetriesPerRequest: 1 };

/** quit() waits for a reply, which a client that is not connected would never get. */
const closeClient = async (client: Redis) => {
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
  else client.disconnect();
};

export async function openRedis(url: string, prefix: string, log: FastifyBaseLogger): Promise<RedisLink> {
  let lastWarning = Number.NEGATIVE_INFINITY;
  // While Redis is down every request fails a call: one line a minute says so without flooding.
  // Only the error's message is logged (host and port, never a key, which may name an account).
  const failed = (error: unknown) => {
    if (Date.now() - lastWarning < WARN_EVERY_MS) return;
    lastWarning = Date.now();
    log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'redis unavailable: rate limits let requests through, caches clear in this process only');
  };
  const clients: Redis[] = [];
  const duplicate = () => {
    const client = new Redis(url, OPTIONS);
    client.on('error', failed);
    clients.push(client);
    return client;
  };
  const client = duplicate();
  // Startup does not wait for a Redis that is down; the client keeps trying in the background.
  await client.connect().catch(failed);
  return { client, prefix, failed, duplicate, close: async () => void (await Promise.all(clients.map(closeClient))) };
}

/** Opens Redis when configured and the cache bus that rides on it; both close with the app. */
export async function registerSharedState(app: FastifyInstance, owner: object) {
  const { REDIS_URL, REDIS_PREFIX } = app.config;
  const link = REDIS_URL ? await openRedis(REDIS_URL, REDIS_PREFIX, app.log) : null;
  const bus = link ? await redisCacheBus(owner, link) : memoryCacheBus(owner);
  const release = useCacheBus(owner, bus);
  app.decorate('redis', link);
  app.addHook('onClose', async () => {
    release();
    await link?.close();
  });
}
