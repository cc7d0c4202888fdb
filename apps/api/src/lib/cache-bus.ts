/**
 * Clears of named in-process caches, delivered to every process that serves the same data.
 * A cache subscribes to its name on its owner (the database handle it reads through); a change
 * publishes the name on the owner's bus. The bus is chosen at start: in memory (one process,
 * the default) or Redis pub/sub (adapters/redis-cache-bus.ts) when REDIS_URL is set.
 */
/** The server-rendered public pages (plugins/page-render.ts): cleared by every back office write. */
export const PUBLIC_PAGES = 'public-pages';

export interface CacheBus {
  /** Clears the named caches here at once and tells every other process to; never throws or waits. */
  publish(name: string): void;
}

type Clear = () => void;

// Keyed by owner, as the caches are (lib/ttl-cache.ts): two apps in one test process stay apart.
const subscribers = new WeakMap<object, Map<string, Set<Clear>>>();
const buses = new WeakMap<object, CacheBus>();

export function onCacheClear(owner: object, name: string, clear: Clear) {
  let byName = subscribers.get(owner);
  if (!byName) subscribers.set(owner, (byName = new Map()));
  let clears = byName.get(name);
  if (!clears) byName.set(name, (clears = new Set()));
  clears.add(clear);
}

/** Runs this process's clears of one name, or of every name (after news may have been missed). */
export function clearHere(owner: object, name?: string) {
  const byName = subscribers.get(owner);
  const clears = name === undefined ? [...(byName?.values() ?? [])] : [byName?.get(name) ?? []];
  for (const set of clears) for (const clear of set) clear();
}

export const memoryCacheBus = (owner: object): CacheBus => ({ publish: (name) => clearHere(owner, name) });

/** The bus the app built for this owner; without one (a service used on its own) only this process. */
export const cacheBusOf = (owner: object): CacheBus => buses.get(owner) ?? memoryCacheBus(owner);

/** Makes `bus` the owner's bus until the returned function is called (when the app closes). */
export function useCacheBus(owner: object, bus: CacheBus) {
  buses.set(owner, bus);
  return () => {
    if (buses.get(owner) === bus) buses.delete(owner);
  };
}
