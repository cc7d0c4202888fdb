/**
 * PostgreSQL text cannot hold U+0000 ("invalid byte sequence for encoding UTF8: 0x00"). The
 * character is invisible, so the person who sent it cannot see it to remove it: it is dropped from
 * every string of a parsed query, JSON body or form, and what they wrote is kept. Values without
 * one come back as the very same object.
 */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return (value.includes('\u0000') ? value.replaceAll('\u0000', '') : value) as T;
  // A raw body (the Stripe webhook's Buffer) is bytes, not text: it is left as it came.
  if (!value || typeof value !== 'object' || ArrayBuffer.isView(value)) return value;
  let changed = false;
  const clean = (item: unknown) => {
    const result = withoutNul(item);
    changed ||= result !== item;
    return result;
  };
  const copy = Array.isArray(value) ? value.map(clean) : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clean(item)]));
  return (changed ? copy : value) as T;
}
