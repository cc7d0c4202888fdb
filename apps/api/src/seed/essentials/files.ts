import type { Storage } from '../../adapters/storage.ts';

/**
 * Writes a generated public file only when it is absent: a restart never overwrites a picture
 * staff replaced under the same key, yet a wiped uploads folder heals itself.
 */
export async function ensurePublicFile(storage: Storage, key: string, make: () => string | Buffer) {
  const existing = await storage.read('public', key);
  if (existing) {
    // Only its presence was wanted. The stream opens lazily, so it may still fail (the folder can be
    // gone by then, as in tests); a listener keeps that from becoming an unhandled error.
    existing.stream.on('error', () => {});
    existing.stream.destroy();
    return;
  }
  await storage.put('public', key, make());
}
