import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { upkeepJobs } from '../src/db/maintenance.ts';
import { bookCategories, books } from '../src/db/schema/index.ts';
import { startJobs } from '../src/scheduler.ts';
import { createTestDatabase } from './helpers.ts';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

/** How many rows the planner believes the books table holds (it plans every search on this). */
async function plannedRows(db: Database['db']) {
  const result = (await db.execute(sql`SELECT reltuples::int AS rows FROM pg_class WHERE relname = 'books'`)) as unknown as { rows: { rows: number }[] };
  return result.rows[0]!.rows;
}

// PostgreSQL's autovacuum does this by itself; PGlite has none, which is why the server does it.
it.skipIf(process.env.TEST_DB === 'postgres')('teaches the embedded database how big its tables have grown, at start', async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [category] = await db.insert(bookCategories).values({ title: 'Faith' }).returning();
  await db.insert(books).values(
    Array.from({ length: 1000 }, (_, n) => ({
      title: `Light of Mercy volume ${n}`,
      author: 'Foundation Press',
      categoryId: category!.id,
      thumbnail: '/uploads/books/cover.svg',
      pdfKey: 'books/book.pdf',
      pricePaisa: 30000,
    })),
  );
  expect(await plannedRows(db)).not.toBe(1000);

  const stop = await startJobs(upkeepJobs(database), (_job, error) => {
    throw error;
  });
  stop();

  expect(await plannedRows(db)).toBe(1000);
});
