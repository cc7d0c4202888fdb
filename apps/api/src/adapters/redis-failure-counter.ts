import { failureRules, type FailureCounter } from '../lib/failure-counter.ts';
import type { RedisLink } from './redis-link.ts';

// One round trip, atomic: two processes counting a failure at once both count.
const ADD = `
local last = tonumber(redis.call('HGET', KEYS[1], 'last'))
if last and tonumber(ARGV[1]) - last > tonumber(ARGV[2]) then redis.call('DEL', KEYS[1]) end
redis.call('HINCRBY', KEYS[1], 'count', 1)
redis.call('HSET', KEYS[1], 'last', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/**
 * The counter in Redis, shared by every process. A failing Redis asks for no pause (the
 * per-address limits still hold) and the failure is reported once a minute through the link.
 */
export function redisFailureCounter(link: RedisLink, namespace: string, free: number, windowMs: number, now: () => number = Date.now): FailureCounter {
  const rules = failureRules(free, windowMs);
  const keyOf = (key: string) => `${link.prefix}sign-in-failures:${namespace}:${key}`;
  const quietly = <T>(fallback: T) => (error: unknown) => {
    link.failed(error);
    return fallback;
  };
  return {
    async add(key) {
      await link.client.eval(ADD, 1, keyOf(key), now(), rules.forgetAfterMs).catch(quietly(undefined));
    },
    async clear(key) {
      await link.client.del(keyOf(key)).catch(quietly(undefined));
    },
    async pauseMs(key) {
      const [count, last] = await link.client.hmget(keyOf(key), 'count', 'last').catch(quietly([null, null]));
      const at = now();
      // Redis expires quiet accounts by its own clock; this check serves a test's clock too.
      if (!count || !last || at - Number(last) > rules.forgetAfterMs) return 0;
      return rules.pauseMs({ count: Number(count), last: Number(last) }, at);
    },
  };
}
