/**
 * A small in-process cache of promises with a time to live and a bound on entries.
 * Concurrent misses for one key share a single computation, so a burst of identical requests
 * costs one query (or one upstream call); a failed computation is not kept.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = compute();
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    // Map keeps insertion order: the first key is the least recently computed.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  clear() {
    this.entries.clear();
  }
}

/** One cache per database handle, so two apps in one process (tests) never share entries. */
export function perDatabase<K extends object, V>(ttlMs: number, maxEntries?: number) {
  const caches = new WeakMap<K, TtlCache<V>>();
  return (owner: K) => {
    let cache = caches.get(owner);
    if (!cache) caches.set(owner, (cache = new TtlCache<V>(ttlMs, maxEntries)));
    return cache;
  };
}
