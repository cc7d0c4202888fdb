import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectPostgres, openPglite } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

/**
 * Migrates once per run: a PGlite data dump every test file loads (~0.3 s instead of ~1 s plus
 * migrations), or a PostgreSQL template database every test file copies (~20 ms).
 */
export default async function setup(project: TestProject) {
  // globalSetup runs in the main process: the project's env is read from its config.
  if (project.config.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const template = `foundation_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = connectPostgres(withDatabase(url, template), 1);
    await migrate(database);
    await database.close();
    project.provide('pgTemplate', template);
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'foundation_t%_${process.pid}%'`,
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'foundation-tpl-'));
  const database = await openPglite();
  await migrate(database);
  const client = (database as unknown as { client: PGlite }).client;
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

/** One statement on the server's maintenance connection (CREATE and DROP DATABASE need their own). */
export async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteTemplate: string;
  }
}
