/**
 * How the API holds up as the catalogue grows: 10,000 books and 100,000 form submissions,
 * then autocannon against getBooks (plain, search, filter) and getCourses, and against a bare
 * Fastify route answering the same JSON from memory (the ceiling on this machine).
 *
 *   npx tsx bench/api-load.ts                       # PGlite (embedded)
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/api-load.ts   # PostgreSQL
 *
 * Prints a table and writes bench/results/api-<db>.json. Never part of `npm test`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import type { Database } from '../apps/api/src/db/client.ts';
import { openBenchDatabase } from './support/database.ts';
import { upkeepJobs } from '../apps/api/src/db/maintenance.ts';
import { startJobs } from '../apps/api/src/scheduler.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { seed } from '../apps/api/src/seed/index.ts';
import { localStorage } from '../apps/api/src/adapters/storage.ts';
import { bookCategories, books, contactMessages, courses, courseTypes, memberships } from '../apps/api/src/db/schema/index.ts';

const BOOKS = 10_000;
const SUBMISSIONS = 100_000;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

async function fill(database: Database) {
  const { db } = database;
  const cats = await db.insert(bookCategories).values([{ title: 'Faith' }, { title: 'Education' }, { title: 'Welfare' }]).returning();
  const words = ['Light', 'Path', 'Heart', 'Guidance', 'Patience', 'Mercy', 'Knowledge', 'Service', 'Remembrance', 'Journey'];
  for (let start = 0; start < BOOKS; start += 1000) {
    await db.insert(books).values(
      Array.from({ length: 1000 }, (_, i) => {
        const n = start + i;
        return {
          title: `${words[n % 10]} of ${words[(n * 7) % 10]} volume ${n}`,
          author: 'Foundation Press',
          categoryId: cats[n % 3]!.id,
          thumbnail: '/uploads/books/cover.svg',
          pdfKey: 'books/book.pdf',
          pricePaisa: 30000 + (n % 50) * 1000,
        };
      }),
    );
  }
  const [type] = await db.insert(courseTypes).values({ title: 'Faith' }).returning();
  await db.insert(courses).values(
    Array.from({ length: 60 }, (_, i) => ({
      title: `Course ${i}`,
      image: '/uploads/courses/c.svg',
      description: '<p>About the course.</p>',
      typeId: type!.id,
      durationHours: 10 + i,
      classDuration: '45 minutes',
      level: 'Beginner',
      language: 'Urdu',
      certificate: 'Yes',
    })),
  );
  for (let start = 0; start < SUBMISSIONS; start += 2000) {
    const batch = Array.from({ length: 2000 }, (_, i) => ({
      form: (i % 2 ? 'contact' : 'join_us') as 'contact' | 'join_us',
      name: `Visitor ${start + i}`,
      email: `visitor${start + i}@example.com`,
      phone: '+923001234567',
      subject: 'Question',
      message: 'Assalam o alaikum, I would like to know more about your programmes.',
    }));
    await db.insert(contactMessages).values(batch.slice(0, 1000));
    await db.insert(memberships).values(
      batch.slice(1000).map((b) => ({ formType: 'basic' as const, fullName: b.name, email: b.email, mobileNumber: b.phone, countryId: 1, city: 'Lahore' })),
    );
  }
}

async function measure(url: string) {
  const r = await autocannon({ url, connections: 10, duration: DURATION });
  return { p50: r.latency.p50, p99: r.latency.p99, rps: Math.round(r.requests.average), errors: r.errors + r.non2xx };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'foundation-bench-'));
  const { database, label, cleanup } = await openBenchDatabase('api');
  const started = Date.now();
  await migrate(database);
  const storage = localStorage(dataDir);
  await seed(database.db, storage, { demo: false });
  await fill(database);
  // What the server does at start and every ten minutes on PGlite; on PostgreSQL autovacuum does it
  // within a minute or so of a bulk load, so the run measures that steady state at once.
  const stopMaintenance = await startJobs(upkeepJobs(database), (_job, error) => console.error(error));
  if (database.kind === 'postgres') await database.db.execute(sql`ANALYZE`);
  console.log(`${label}: filled ${BOOKS} books and ${SUBMISSIONS} submissions in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database, storage });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const sample = await (await fetch(`${base}/api/getBooks`)).text();
  const bare = Fastify();
  bare.get('/books', async (_req, reply) => reply.type('application/json').send(sample));
  const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

  const cases: [string, string][] = [
    ['getBooks (first page of 10,000)', `${base}/api/getBooks`],
    ['getBooks?search=mercy', `${base}/api/getBooks?search=mercy`],
    // One book in 10,000 matches: without the trigram index this reads the whole table.
    ['getBooks?search=volume 7777', `${base}/api/getBooks?search=volume%207777`],
    ['getBooks?filter_category=2', `${base}/api/getBooks?filter_category=2`],
    ['getBooks?search=path&filter_category=3', `${base}/api/getBooks?search=path&filter_category=3`],
    ['getCourses', `${base}/api/getCourses`],
    ['bare Fastify, same JSON from memory', `${bareBase}/books`],
  ];
  const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  for (const [name, url] of cases) {
    results[name] = await measure(url);
    console.log(`${label.padEnd(8)} ${name.padEnd(42)} p50 ${results[name].p50} ms  p99 ${results[name].p99} ms  ${results[name].rps} req/s  errors ${results[name].errors}`);
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/api-${label}.json`, JSON.stringify({ date: new Date().toISOString(), duration: DURATION, results }, null, 2));
  stopMaintenance();
  await app.close();
  await bare.close();
  await database.close();
  await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
