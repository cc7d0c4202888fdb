import type { Db } from '../client.ts';
import type { Storage } from '../../adapters/storage.ts';
import { publisher, type SeedContext } from './context.ts';
import { seedBlogs } from './demo/blogs.ts';
import { seedBooks } from './demo/books.ts';
import { seedCampaigns } from './demo/campaigns.ts';
import { seedCourses } from './demo/courses.ts';
import { seedLectures } from './demo/lectures.ts';
import { seedLocations } from './demo/locations.ts';
import { seedGalleries, seedPlaylists } from './demo/media.ts';
import { seedNews } from './demo/news.ts';

/**
 * Demo content: a living foundation site on first start. One transaction (a savepoint when seed()
 * already holds one), so a failure part-way leaves an empty catalogue that the next start fills
 * again, never half a site. Files are written as rows are built; rewriting them on a retry is
 * harmless because they are generated the same way.
 */
export async function seedDemo(db: Db, storage: Storage, now = new Date()) {
  const publish = publisher(storage);
  await db.transaction(async (tx) => {
    const ctx: SeedContext = { tx, publish, storage, now };
    // Sequential on purpose: a transaction has one connection, and PGlite has only one anyway.
    for (const step of [seedCourses, seedBooks, seedCampaigns, seedBlogs, seedNews, seedLocations, seedLectures, seedGalleries, seedPlaylists]) {
      await step(ctx);
    }
  });
}
