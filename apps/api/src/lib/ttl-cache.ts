/**
 * An in-process cache of answers for `ttlMs`, with request coalescing: while a value is being
 * loaded every caller for that key awaits the same promise, so a thousand concurrent requests
 * make one upstream call. A loader that throws is forgotten at once, so the next caller retries.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    // Expiry counts from when the load settles, not from when it started.
    const entry = { value: load(), expires: Number.POSITIVE_INFINITY };
    this.entries.set(key, entry);
    entry.value.then(
      () => {
        entry.expires = this.now() + this.ttlMs;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    this.prune();
    return entry.value;
  }

  /** Loads still running, so a closing server can wait for them. */
  pending(): Promise<unknown>[] {
    return [...this.entries.values()].filter((e) => e.expires === Number.POSITIVE_INFINITY).map((e) => e.value.catch(() => undefined));
  }

  /** Keys are few (a platform, a channel, a playlist); dropping expired ones keeps it that way. */
  private prune() {
    if (this.entries.size < 256) return;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
  }
}
