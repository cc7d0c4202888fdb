import { describe, expect, it } from 'vitest';
import { TtlCache } from '../src/lib/ttl-cache.ts';

describe('TtlCache', () => {
  it('shares one load between concurrent callers and keeps it for the TTL after it settles', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(60_000, 500, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([1, 1, 1]);
    now = 59_999;
    expect(await cache.get('k', load)).toBe(1);
    now = 60_000;
    expect(await cache.get('k', load)).toBe(2);
    expect(await cache.get('other', load)).toBe(3);
  });

  it('forgets a load that failed, so the next caller tries again', async () => {
    const cache = new TtlCache<string>(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
    expect(cache.pending()).toEqual([]);
  });

  it('hands a value it may not keep to everyone who waited for it, then asks again', async () => {
    let loads = 0;
    const cache = new TtlCache<{ status: number; n: number }>(60_000);
    const missing = async () => ({ status: 404, n: ++loads });
    const keep = (page: { status: number }) => page.status === 200;
    const [a, b] = await Promise.all([cache.get('k', missing, keep), cache.get('k', missing, keep)]);
    expect([a.n, b.n]).toEqual([1, 1]);
    expect((await cache.get('k', missing, keep)).n).toBe(2);
    const found = async () => ({ status: 200, n: ++loads });
    expect((await cache.get('k', found, keep)).n).toBe(3);
    expect((await cache.get('k', found, keep)).n).toBe(3);
  });
});
