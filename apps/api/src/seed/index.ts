import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countries, courses } from '../db/schema/index.ts';
import type { Storage } from '../adapters/storage.ts';
import countryList from './countries.json' with { type: 'json' };
import { seedSettings } from './essentials/settings.ts';
import { seedWelfareCategories } from './essentials/welfare-categories.ts';

/** Any number will do, as long as nothing else in the database takes the same advisory lock. */
const SEED_LOCK = 0x5eed_1985;

/**
 * Fills what the site cannot run without (countries, welfare categories, settings) whenever it
 * is missing, and demo content into an empty catalogue when asked. Safe to run at every start.
 * Everything happens in one transaction under an advisory lock: two servers starting together on
 * one PostgreSQL wait for each other instead of both seeding, and a failure leaves nothing half done.
 * Welfare categories, settings and every demo record are written by the back office's services,
 * as the system (SYSTEM_ACTOR), so they obey the rules staff face (context.ts seedRecord).
 */
export async function seed(db: Db, storage: Storage, opts: { demo: boolean }) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await seedEssentials(tx, storage);
    const [row] = await tx.select({ n: count() }).from(courses);
    if (opts.demo && (row?.n ?? 0) === 0) {
      const { seedDemo } = await import('./demo.ts');
      await seedDemo(tx, storage);
    }
  });
}

/** Each step inserts only what is missing, so staff edits survive restarts. `tx` may be the db itself. */
export async function seedEssentials(tx: Db, storage: Storage) {
  const [row] = await tx.select({ n: count() }).from(countries);
  if ((row?.n ?? 0) === 0) await tx.insert(countries).values(countryList);
  await seedWelfareCategories(tx, storage);
  await seedSettings(tx, storage);
}
