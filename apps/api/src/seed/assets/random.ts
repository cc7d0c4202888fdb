/**
 * Deterministic randomness: the demo is the same on every start, so screenshots, tests and
 * bug reports all see one site.
 */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for picking colours and notes. */
export function rng(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * An id shaped like YouTube's (11 characters for a video, "PL" + 32 for a playlist). They are
 * placeholders staff replace with the foundation's own videos; derived from a seed so they are stable.
 */
export function platformId(seed: string, length: number): string {
  const rand = rng(seed);
  let id = '';
  for (let i = 0; i < length; i++) id += ID_CHARS[Math.floor(rand() * ID_CHARS.length)];
  return id;
}

export const videoId = (seed: string) => platformId(`video:${seed}`, 11);
export const playlistId = (seed: string) => `PL${platformId(`playlist:${seed}`, 32)}`;
/** The privacy-enhanced player: no cookies until the visitor presses play. */
export const embedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;
