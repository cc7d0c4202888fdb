/**
 * One rule for every adapter, so a key that is refused on disk is refused in S3 too. Keys are
 * made by our code, but /uploads/<key> comes from the browser: a key must never climb out of its
 * area, and it must fit both a file system (255 bytes a name) and S3 (1024 bytes with our prefix).
 */
const MAX_KEY_BYTES = 512;
const MAX_SEGMENT_BYTES = 255;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

export class InvalidStorageKeyError extends Error {
  constructor() {
    super('Storage key is not allowed');
  }
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

export function isValidKey(key: string): boolean {
  if (key.length === 0 || bytes(key) > MAX_KEY_BYTES || FORBIDDEN.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..' && bytes(segment) <= MAX_SEGMENT_BYTES);
}

export function checkKey(key: string): string {
  if (!isValidKey(key)) throw new InvalidStorageKeyError();
  return key;
}

/** A listing prefix is a key's beginning: empty, a folder ending in "/", or part of a name. */
export function checkPrefix(prefix: string): string {
  if (prefix !== '') checkKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}
