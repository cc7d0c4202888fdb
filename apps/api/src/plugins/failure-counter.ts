/**
 * Failed sign-ins per account, in this process. After `free` failures within `windowMs`, each
 * further attempt must wait a pause that doubles with every failure (1 s, 2 s, 4 s …, at most
 * 15 min) from the last one. Bounded: the oldest accounts are forgotten first, so a flood of
 * invented e-mails cannot exhaust memory.
 */
const MAX_PAUSE_MS = 15 * 60_000;
const MAX_ACCOUNTS = 10_000;

export class FailureCounter {
  private readonly accounts = new Map<string, { count: number; first: number; last: number }>();

  constructor(
    private readonly free: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  add(key: string) {
    const now = this.now();
    const entry = this.current(key, now) ?? { count: 0, first: now, last: now };
    entry.count += 1;
    entry.last = now;
    this.accounts.delete(key);
    this.accounts.set(key, entry);
    if (this.accounts.size > MAX_ACCOUNTS) this.accounts.delete(this.accounts.keys().next().value!);
  }

  clear(key: string) {
    this.accounts.delete(key);
  }

  /** How long this account must still wait before another attempt; 0 when it need not. */
  pauseMs(key: string): number {
    const now = this.now();
    const entry = this.current(key, now);
    if (!entry || entry.count < this.free) return 0;
    const pause = Math.min(1000 * 2 ** (entry.count - this.free), MAX_PAUSE_MS);
    return Math.max(0, entry.last + pause - now);
  }

  private current(key: string, now: number) {
    const entry = this.accounts.get(key);
    // A quiet window forgets the failures, as long as no pause is still running.
    if (entry && now - entry.last > Math.max(this.windowMs, MAX_PAUSE_MS)) {
      this.accounts.delete(key);
      return undefined;
    }
    return entry;
  }
}
