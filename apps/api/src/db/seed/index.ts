import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { countries, courses } from '../schema/index.ts';
import type { Storage } from '../../plugins/storage.ts';
import countryList from './countries.json' with { type: 'json' };
import { seedSettings } from './essentials/settings.ts';
import { seedWelfareCategories } from './essentials/welfare-categories.ts';

/**
 * Fills what the site cannot run without (countries, welfare categories, settings) whenever it
 * is missing, and demo content into an empty catalogue when asked. Safe to run at every start.
 */
export async function seed(db: Db, storage: Storage, opts: { demo: boolean }) {
  await seedEssentials(db, storage);
  const [row] = await db.select({ n: count() }).from(courses);
  if (opts.demo && (row?.n ?? 0) === 0) {
    const { seedDemo } = await import('./demo.ts');
    await seedDemo(db, storage);
  }
}

/** Each step inserts only what is missing, so staff edits survive restarts. */
export async function seedEssentials(db: Db, storage: Storage) {
  const [row] = await db.select({ n: count() }).from(countries);
  if ((row?.n ?? 0) === 0) await db.insert(countries).values(countryList);
  await seedWelfareCategories(db, storage);
  await seedSettings(db, storage);
}
