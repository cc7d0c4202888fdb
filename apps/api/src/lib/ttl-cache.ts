import { onCacheClear } from './cache-bus.ts';

/**
 * A small in-process cache of promises with a time to live and a bound on entries.
 * Concurrent misses for one key share a single computation, so a burst of identical requests
 * (a thousand open live pages) costs one query or one upstream call. The time to live counts
 * from when the computation settles; a failed computation is not kept, so the next caller retries.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The value kept under `key`, or `compute`'s. A value `keep` refuses is handed to the callers
   * that waited for it and then dropped, as a failure is (a page about nothing is not kept).
   */
  get(key: string, compute: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    const entry = { value: compute(), expires: Number.POSITIVE_INFINITY };
    this.entries.delete(key);
    this.entries.set(key, entry);
    const drop = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.value.then((value) => {
      if (keep(value)) entry.expires = this.now() + this.ttlMs;
      else drop();
    }, drop);
    // Map keeps insertion order: the first key is the least recently computed.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return entry.value;
  }

  /** Computations still running, so a closing server can wait for them. */
  pending(): Promise<unknown>[] {
    return [...this.entries.values()].filter((e) => e.expires === Number.POSITIVE_INFINITY).map((e) => e.value.catch(() => undefined));
  }

  clear() {
    this.entries.clear();
  }
}

/**
 * One cache per database handle, so two apps in one process (tests) never share entries. Each
 * listens for clears of `name` on that handle's cache bus, so a change made by any process
 * empties it everywhere (lib/cache-bus.ts).
 */
export function perDatabase<K extends object, V>(name: string, ttlMs: number, maxEntries?: number) {
  const caches = new WeakMap<K, TtlCache<V>>();
  return (owner: K) => {
    let cache = caches.get(owner);
    if (!cache) {
      const created = (cache = new TtlCache<V>(ttlMs, maxEntries));
      caches.set(owner, created);
      onCacheClear(owner, name, () => created.clear());
    }
    return cache;
  };
}
