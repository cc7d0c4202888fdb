import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { openRedis } from '../src/adapters/redis.ts';

/** Redis tests run when TEST_REDIS_URL names a server (CI sets it); otherwise they are skipped, saying why. */
export const redisUrl = process.env.TEST_REDIS_URL;
export const noRedis = redisUrl ? false : 'TEST_REDIS_URL is not set: Redis tests skipped';
// Said in test runs only: benchmarks borrow these helpers with their own Redis.
if (noRedis && process.env.VITEST) console.warn(noRedis);

/** A prefix of its own for each test file, so parallel runs on one Redis never meet. */
export const testPrefix = () => `foundation-test:${randomBytes(6).toString('hex')}:`;

/** A link as the app opens it, with a silent logger. */
export const testRedisLink = (prefix: string) => openRedis(redisUrl!, prefix, Fastify().log);

/** Deletes every key under the prefix. */
export async function removeKeys(prefix: string, url = redisUrl!) {
  const client = new Redis(url);
  try {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(...keys);
  } finally {
    await client.quit();
  }
}
