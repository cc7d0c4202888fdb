import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { MEDIA_WIDTHS, mediaCopyUrl, type CopyFormat } from '@foundation/contract/media-copies';
import type { Storage } from '../../adapters/storage.ts';
import type { Db } from '../../db/client.ts';
import { mediaFiles, type MediaVariant } from '../../db/schema/index.ts';
import { keyOfMediaUrl } from './media-library.ts';

const FORMATS: CopyFormat[] = ['webp', 'avif'];

/** The copies a row lacks under the names pages build (decision 21), each with the copy holding its pixels. */
function missingNames(row: { url: string; width: number; variants: MediaVariant[] }) {
  const named = new Set(row.variants.map((v) => v.url));
  return MEDIA_WIDTHS.flatMap((slot) =>
    FORMATS.flatMap((format) => {
      const url = mediaCopyUrl(row.url, slot, format);
      const source = row.variants.find((v) => v.format === format && v.width === Math.min(slot, row.width));
      // An animated image has no AVIF to copy; pages never ask for one (mediaCopyFormats).
      return named.has(url) || !source ? [] : [{ url, source }];
    }),
  );
}

/**
 * Images uploaded before copies were named by the site's widths have a copy named by its own
 * width (`-640.webp`) where pages now ask for `-800.webp` and `-1600.webp`. This writes those
 * names once, from the copies already made, and lists them on the row so a delete removes them.
 * Run at every start: after the first, it reads the image rows and writes nothing.
 */
export async function fillMediaCopyNames(db: Db, storage: Storage): Promise<number> {
  const rows = await db.select({ id: mediaFiles.id, url: mediaFiles.url, width: mediaFiles.width, variants: mediaFiles.variants }).from(mediaFiles).where(eq(mediaFiles.kind, 'image'));
  let filled = 0;
  for (const row of rows) {
    if (!row.width) continue;
    const added: MediaVariant[] = [];
    for (const { url, source } of missingNames({ ...row, width: row.width })) {
      const file = await storage.read('public', keyOfMediaUrl(source.url));
      if (!file) continue;
      await storage.put('public', keyOfMediaUrl(url), await buffer(file.stream));
      added.push({ ...source, url });
    }
    if (!added.length) continue;
    await db.update(mediaFiles).set({ variants: [...row.variants, ...added] }).where(eq(mediaFiles.id, row.id));
    filled++;
  }
  return filled;
}
