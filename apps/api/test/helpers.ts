import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { expect, inject } from 'vitest';
import type { z } from 'zod';
import { messages } from '@foundation/contract/common';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { connectPostgres, openPglite, type Database, type Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { seed } from '../src/seed/index.ts';
import { localStorage, type Storage } from '../src/adapters/storage.ts';
import { withDatabase } from './global-setup.ts';
import { startS3 } from './s3.ts';

/** A migrated, empty database of its own: PGlite, or a copy of the PostgreSQL template. */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = inject('pgTemplate');
    const name = `foundation_t${randomBytes(4).toString('hex')}_${template.split('_').pop()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const database = connectPostgres(withDatabase(url, name), 4);
    return {
      ...database,
      async close() {
        await database.close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  return openPglite(undefined, new Blob([dump]));
}

export interface TestContext {
  app: App;
  database: Database;
  storage: Storage;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Fill the database with demo content. */
  demo?: boolean;
  env?: Record<string, string>;
  /** A built web app to serve; by default a folder that does not exist (API only). */
  webDist?: string;
  /** A built back office to serve; by default none. */
  adminDist?: string;
  /** Runs before the app is ready, e.g. to add a route a test needs. */
  beforeReady?: (app: App) => void | Promise<void>;
  /** Files somewhere else than the data dir (the caller closes it); TEST_S3=1 puts every app's in S3. */
  storage?: Storage;
  /** Another test app's database (its owner seeds and closes it): a second process on the same data. */
  database?: Database;
}

/** A handle of its own on the same connection, as another process has: in-process caches stay apart. */
function anotherHandle(database: Database): Database {
  const client = (database.db as unknown as { $client: PGlite & pg.Pool }).$client;
  const db = (database.kind === 'pglite' ? drizzlePglite(client, { schema }) : drizzlePg(client, { schema })) as unknown as Db;
  return { db, kind: database.kind, close: async () => {} };
}

/** The storage a test app gets, and what closing the app must close with it. */
async function testStorage(opts: TestAppOptions, dataDir: string): Promise<{ storage: Storage; close(): Promise<void> }> {
  if (opts.storage) return { storage: opts.storage, close: async () => {} };
  if (process.env.TEST_S3 === '1') return startS3();
  const storage = localStorage(dataDir);
  return { storage, close: () => storage.close() };
}

/** The real app on a fresh database and a temporary data dir; `demo` fills it with demo content. */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'foundation-test-'));
  // Most tests write rows directly, past the change bus, and read them at once: public reads are
  // kept in memory only where a test asks for it (public-reads.test.ts, spec-answers.test.ts).
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_READS_KEPT_MS: '0', ...opts.env });
  const database = opts.database ? anotherHandle(opts.database) : await createTestDatabase();
  const files = await testStorage(opts, dataDir);
  const { storage } = files;
  if (!opts.database) await seed(database.db, storage, { demo: opts.demo ?? false });
  const app = await buildApp({ config, database, storage, webDist: opts.webDist ?? join(dataDir, 'no-web'), adminDist: opts.adminDist ?? join(dataDir, 'no-admin') });
  await opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    storage,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await files.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Ids a client may put in a detail path that name nothing: unknown, not a number, negative, past int4. */
export const missingIds = ['424242', 'abc', '-1', '0', '1.5', '99999999999'];

/** Every missing id answers the JSON 404 a client can read, never a 400 or a 500. */
export async function expectNotFound(t: TestContext, pathPrefix: string, ids: string[] = missingIds) {
  for (const id of ids) {
    const res = await t.app.inject(`${pathPrefix}${id}`);
    expect({ id, status: res.statusCode, type: res.headers['content-type'] }).toEqual({
      id,
      status: 404,
      type: expect.stringMatching(/^application\/json/),
    });
    expect(res.json()).toEqual({ message: messages.notFound });
  }
}

/** A GET that must answer 200, its body read through the contract schema a client relies on. */
export async function getOk<T>(t: TestContext, url: string, schema: z.ZodType<T>): Promise<T> {
  const res = await t.app.inject(url);
  expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
  return schema.parse(res.json());
}
