import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
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

/** The real app on a fresh database and a temporary data dir; `demo` fills it with demo content. */
export async function createTestApp(opts: { demo?: boolean; env?: Record<string, string> } = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'foundation-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...opts.env });
  const database = await createTestDatabase();
  const storage = localStorage(dataDir);
  await seed(database.db, storage, { demo: opts.demo ?? false });
  const app = await buildApp({ config, database, storage, webDist: join(dataDir, 'no-web') });
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
