import { randomUUID } from 'node:crypto';
import { clearHere, type CacheBus } from '../lib/cache-bus.ts';
import type { RedisLink } from './redis-link.ts';

/**
 * Cache clears over Redis pub/sub, on one channel: the message names the cache. A process
 * clears its own copy before publishing (so it never waits on Redis, and its next read is fresh
 * even when Redis is down) and ignores its own message when it comes back.
 */
export async function redisCacheBus(owner: object, link: RedisLink): Promise<CacheBus> {
  const channel = `${link.prefix}cache-clear`;
  const origin = randomUUID();
  const subscriber = link.duplicate();
  let joined: Promise<void> | undefined;
  // ioredis joins the channel again after a reconnect, but only once it has joined it at all.
  const join = () =>
    (joined ??= subscriber.subscribe(channel).then(
      () => undefined,
      (error: unknown) => {
        joined = undefined;
        link.failed(error);
      },
    ));
  subscriber.on('ready', () => {
    // Clears published while this process was away were lost: drop everything it holds.
    clearHere(owner);
    void join();
  });
  subscriber.on('message', (_channel: string, raw: string) => {
    const message = parse(raw);
    if (message && message.origin !== origin) clearHere(owner, message.name);
  });
  await subscriber.connect().catch(link.failed);
  // Joined before the app serves, so no clear published after start-up is missed.
  await joined;
  return {
    publish(name) {
      clearHere(owner, name);
      link.client.publish(channel, JSON.stringify({ origin, name })).catch(link.failed);
    },
  };
}

function parse(raw: string): { origin: string; name: string } | null {
  try {
    const value: unknown = JSON.parse(raw);
    const { origin, name } = (value ?? {}) as Record<string, unknown>;
    return typeof origin === 'string' && typeof name === 'string' ? { origin, name } : null;
  } catch {
    return null;
  }
}
