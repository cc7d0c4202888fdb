import { afterAll, describe, expect, it } from 'vitest';
import { memoryFailureCounter, type FailureCounter } from '../src/lib/failure-counter.ts';
import type { RedisLink } from '../src/adapters/redis.ts';
import { redisFailureCounter } from '../src/adapters/redis-failure-counter.ts';
import { noRedis, removeKeys, testPrefix, testRedisLink } from './redis.ts';

type Make = (free: number, windowMs: number, now: () => number) => Promise<FailureCounter>;

const prefix = testPrefix();
let link: RedisLink | undefined;
afterAll(async () => {
  if (!link) return;
  await link.close();
  await removeKeys(prefix);
});

const kinds: { name: string; skip: string | false; make: Make }[] = [
  { name: 'in memory', skip: false, make: async (free, windowMs, now) => memoryFailureCounter(free, windowMs, now) },
  {
    name: 'in Redis',
    skip: noRedis,
    make: async (free, windowMs, now) => {
      link ??= await testRedisLink(prefix);
      return redisFailureCounter(link, `t${free}-${windowMs}`, free, windowMs, now);
    },
  },
];

describe.each(kinds)('failed sign-ins of one account, $name', ({ skip, make }) => {
  it.skipIf(skip)('ask for no pause until the free attempts are used, then for pauses that double', async () => {
    let now = 0;
    const counter = await make(3, 15 * 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(await counter.pauseMs('a@example.org')).toBe(0);
      await counter.add('a@example.org');
    }
    const pauses: number[] = [];
    for (let i = 0; i < 4; i++) {
      pauses.push(await counter.pauseMs('a@example.org'));
      now += pauses.at(-1)!; // wait the pause out, then fail again
      await counter.add('a@example.org');
    }
    expect(pauses).toEqual([1000, 2000, 4000, 8000]);
    expect(await counter.pauseMs('b@example.org')).toBe(0);
  });

  it.skipIf(skip)('never ask for more than fifteen minutes, and start again after a success', async () => {
    let now = 0;
    const counter = await make(1, 60_000, () => now);
    for (let i = 0; i < 40; i++) await counter.add('a@example.org');
    expect(await counter.pauseMs('a@example.org')).toBe(15 * 60_000);
    now += 5 * 60_000;
    expect(await counter.pauseMs('a@example.org')).toBe(10 * 60_000);
    await counter.clear('a@example.org');
    expect(await counter.pauseMs('a@example.org')).toBe(0);
  });

  it.skipIf(skip)('forget the failures after a quiet spell longer than any pause', async () => {
    let now = 0;
    const counter = await make(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) await counter.add('a@example.org');
    expect(await counter.pauseMs('a@example.org')).toBe(1000);
    now += 15 * 60_000 + 1;
    expect(await counter.pauseMs('a@example.org')).toBe(0);
    await counter.add('a@example.org');
    expect(await counter.pauseMs('a@example.org')).toBe(0);
  });
});
