/** A byte range as a client asks for it: from `start` (to `end`, inclusive), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super('Range not satisfiable');
  }
}

/**
 * The inclusive bounds of a range within a file of `size` bytes (RFC 9110 14.1.2), resolved by us
 * for every adapter: S3-compatible servers differ on suffix ranges, and ours must not.
 */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } {
  if ('suffix' in range) {
    if (range.suffix <= 0 || size === 0) throw new RangeNotSatisfiableError(size);
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size || (range.end !== undefined && range.end < range.start)) throw new RangeNotSatisfiableError(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/**
 * The Range header of a request, or undefined to send the whole file: no header, another unit,
 * several ranges or a malformed one are all answered with the whole file, as RFC 9110 allows.
 */
export function parseRangeHeader(header: string | undefined): ByteRange | undefined {
  const match = header?.trim().match(/^bytes=(\d{0,15})-(\d{0,15})$/);
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') return { suffix: Number(to) };
  const start = Number(from);
  if (to === '') return { start };
  const end = Number(to);
  return end < start ? undefined : { start, end };
}
