import type { Db } from '../db/client.ts';
import type { Storage } from '../adapters/storage.ts';
import { rasterize, slug, uploader, type SeedContext } from './context.ts';
import { seedBlogs } from './demo/blogs.ts';
import { seedBooks } from './demo/books.ts';
import { seedCampaigns } from './demo/campaigns.ts';
import { seedCourses } from './demo/courses.ts';
import { seedGivingRates } from './demo/giving-rates.ts';
import { seedLectures } from './demo/lectures.ts';
import { seedLocations } from './demo/locations.ts';
import { seedGalleries, seedPlaylists } from './demo/media.ts';
import { seedNews } from './demo/news.ts';

/**
 * Demo content: a living foundation site on first start. Every record is made through the back
 * office's services (context.ts seedRecord), so the demo obeys the rules staff face. One
 * transaction (a savepoint when seed() already holds one), so a failure part-way leaves an empty
 * catalogue that the next start fills again, never half a site. Its files (pictures, book PDFs,
 * recordings) are media library files, which get new names on every upload, so those of a failed
 * seed are removed.
 */
export async function seedDemo(db: Db, storage: Storage, now = new Date()) {
  const media = uploader(storage);
  try {
    await db.transaction(async (tx) => {
      const upload = (filename: string, bytes: Buffer) => media.upload(tx, filename, bytes);
      const picture = async (name: string, svg: string) => upload(`${slug(name)}.jpg`, await rasterize(svg, 'jpeg'));
      const ctx: SeedContext = { tx, upload, picture, storage, now };
      // Sequential on purpose: a transaction has one connection, and PGlite has only one anyway.
      for (const step of [seedCourses, seedBooks, seedCampaigns, seedBlogs, seedNews, seedLocations, seedLectures, seedGalleries, seedPlaylists, seedGivingRates]) {
        await step(ctx);
      }
    });
  } catch (error) {
    await media.discard();
    throw error;
  }
}
