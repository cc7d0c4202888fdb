import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import type { RedisLink } from './redis-link.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(options: RateLimitOptions & { routeInfo: unknown }): Store;
}

// The plugin's own Redis store (its `redis` option) is used as it is; it is not exported by
// name, so it is loaded by path (the version is pinned in package.json).
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: unknown,
  key: string,
) => Store;

/** Hands every failure of the store to `failed` before the plugin lets the request through (skipOnError). */
function reporting(store: Store, failed: (error: unknown) => void): Store {
  const report = (callback: Callback): Callback => (error, result) => {
    if (error) failed(error);
    callback(error, result);
  };
  return {
    incr: (key, callback, timeWindow, max) => store.incr(key, report(callback), timeWindow, max),
    read: (key, callback, timeWindow, max) => store.read(key, report(callback), timeWindow, max),
    child: (options) => reporting(store.child(options), failed),
  };
}

/**
 * Every rate limit (route configs and createRateLimit) counted in Redis, so all processes share
 * one count. The plugin's `redis` option alone would swallow a failure without a word.
 */
export function redisRateLimitStore(link: RedisLink): FastifyRateLimitStoreCtor {
  return function Store(options: RateLimitOptions) {
    const store = new RedisStore(options.continueExceeding ?? false, options.exponentialBackoff ?? false, link.client, `${link.prefix}rate-limit:`);
    return reporting(store, link.failed);
  } as unknown as FastifyRateLimitStoreCtor;
}
