/**
 * Failed sign-ins per account. After `free` failures, each further attempt must wait a pause
 * that doubles with every failure (1 s, 2 s, 4 s …, at most 15 min) from the last one. A quiet
 * spell longer than the window (and than any pause) forgets the failures.
 * Kept in this process's memory, or in Redis (adapters/redis-failure-counter.ts) so all processes share it.
 */
export interface FailureCounter {
  add(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  /** How long this account must still wait before another attempt; 0 when it need not. */
  pauseMs(key: string): Promise<number>;
}

const MAX_PAUSE_MS = 15 * 60_000;
const MAX_ACCOUNTS = 10_000;

export interface Failures {
  count: number;
  last: number;
}

/** The rules both counters share: how long failures are remembered, and the pause they ask for. */
export const failureRules = (free: number, windowMs: number) => ({
  /** No pause may still be running when failures are forgotten. */
  forgetAfterMs: Math.max(windowMs, MAX_PAUSE_MS),
  pauseMs(entry: Failures | undefined, now: number) {
    if (!entry || entry.count < free) return 0;
    const pause = Math.min(1000 * 2 ** (entry.count - free), MAX_PAUSE_MS);
    return Math.max(0, entry.last + pause - now);
  },
});

/**
 * In memory, for one process. Bounded: the oldest accounts are forgotten first, so a flood of
 * invented e-mails cannot exhaust memory.
 */
export function memoryFailureCounter(free: number, windowMs: number, now: () => number = Date.now): FailureCounter {
  const accounts = new Map<string, Failures>();
  const rules = failureRules(free, windowMs);
  const current = (key: string, at: number) => {
    const entry = accounts.get(key);
    if (entry && at - entry.last > rules.forgetAfterMs) {
      accounts.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async add(key) {
      const at = now();
      const entry = current(key, at) ?? { count: 0, last: at };
      entry.count += 1;
      entry.last = at;
      accounts.delete(key);
      accounts.set(key, entry);
      if (accounts.size > MAX_ACCOUNTS) accounts.delete(accounts.keys().next().value!);
    },
    async clear(key) {
      accounts.delete(key);
    },
    async pauseMs(key) {
      const at = now();
      return rules.pauseMs(current(key, at), at);
    },
  };
}
