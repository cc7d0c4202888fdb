import type { Storage } from '../../../plugins/storage.ts';

/**
 * Writes a generated public file only when it is absent: a restart never overwrites a picture
 * staff replaced under the same key, yet a wiped uploads folder heals itself.
 */
export async function ensurePublicFile(storage: Storage, key: string, make: () => string | Buffer) {
  const existing = await storage.read('public', key);
  if (existing) {
    existing.stream.destroy(); // only its presence was wanted; release the file handle
    return;
  }
  await storage.put('public', key, make());
}
