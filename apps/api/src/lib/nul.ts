/**
 * PostgreSQL text cannot hold U+0000 ("invalid byte sequence for encoding UTF8: 0x00"). The
 * character is invisible, so the person who sent it cannot see it to remove it: it is dropped from
 * every string of a parsed query, JSON body or form, and what they wrote is kept. Values without
 * one come back as the very same object.
 */
export function withoutNul<T>(value: T): T {
  return clean(value, 0);
}

/**
 * No form of ours nests deeper than a few levels; a body nested thousands deep is an attack on the
 * stack (this walk is recursive), and is refused as malformed (400) before it is walked further.
 */
export const MAX_BODY_DEPTH = 32;

export class TooDeepError extends Error {
  readonly statusCode = 400;
  constructor() {
    super('Body nested too deeply');
  }
}

function clean<T>(value: T, depth: number): T {
  if (typeof value === 'string') return (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value) as T;
  // A raw body (the Stripe webhook's Buffer) is bytes, not text: it is left as it came.
  if (!value || typeof value !== 'object' || ArrayBuffer.isView(value)) return value;
  if (depth >= MAX_BODY_DEPTH) throw new TooDeepError();
  let changed = false;
  const cleanItem = (item: unknown) => {
    const result = clean(item, depth + 1);
    changed ||= result !== item;
    return result;
  };
  const copy = Array.isArray(value) ? value.map(cleanItem) : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cleanItem(item)]));
  return (changed ? copy : value) as T;
}
