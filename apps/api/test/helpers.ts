import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect, inject } from 'vitest';
import type { z } from 'zod';
import { messages } from '@foundation/contract/common';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { connectPostgres, openPglite, type Database } from '../src/db/client.ts';
import { seed } from '../src/db/seed/index.ts';
import { localStorage, type Storage } from '../src/plugins/storage.ts';
import { withDatabase } from './global-setup.ts';

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
}

/** The real app on a fresh database and a temporary data dir; `demo` fills it with demo content. */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'foundation-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...opts.env });
  const database = await createTestDatabase();
  const storage = localStorage(dataDir);
  await seed(database.db, storage, { demo: opts.demo ?? false });
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
