import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectPostgres } from '../src/db/client.ts';
import { migrateToPostgres, TargetNotEmptyError } from '../src/ops/migrate-to-postgres.ts';
import { donate, filesOf, snapshot } from './fixtures/backups.ts';
import { onServer, withDatabase } from './global-setup.ts';
import { createTestApp } from './helpers.ts';
import { startS3 } from './s3.ts';

const url = process.env.TEST_DATABASE_URL;
// The source is the embedded database, which only the PGlite project's test apps are.
const reason = !url ? 'set TEST_DATABASE_URL to move an embedded installation onto PostgreSQL' : 'the move starts from PGlite: it runs in the api project';
const runs = Boolean(url) && process.env.TEST_DB === 'pglite';

/** A PostgreSQL database nothing has touched: not even migrations, as for a first move. */
async function emptyDatabase(serverUrl: string) {
  const name = `foundation_m${randomBytes(4).toString('hex')}_${process.pid}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const database = connectPostgres(withDatabase(serverUrl, name), 2);
  return {
    database,
    async drop() {
      await database.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

describe('npm run migrate-to-postgres', () => {
  it.skipIf(!runs)(`moves every row and every file of an embedded installation onto PostgreSQL and S3, once (${runs ? 'PGlite to PostgreSQL' : `skipped: ${reason}`})`, { timeout: 60_000 }, async () => {
    const source = await createTestApp({ demo: true });
    const target = await emptyDatabase(url!);
    const s3 = await startS3();
    const dir = mkdtempSync(join(tmpdir(), 'foundation-move-'));
    try {
      for (const ext of ['jpg', 'pdf'] as const) await donate(source.app, ext);
      const archive = join(dir, 'moved.tar.gz');
      const { summary } = await migrateToPostgres(source, { database: target.database, storage: s3.storage }, { archive });

      expect(summary.tables.find((table) => table.name === 'donations')?.rows).toBe(2);
      expect(await snapshot(target.database.db)).toEqual(await snapshot(source.database.db));
      expect(await filesOf(s3.storage)).toEqual(await filesOf(source.storage));

      // A second run would replace what the site on PostgreSQL has taken since: it is refused.
      await expect(migrateToPostgres(source, { database: target.database, storage: s3.storage }, { archive: join(dir, 'again.tar.gz') })).rejects.toThrow(
        TargetNotEmptyError,
      );
    } finally {
      await s3.close();
      await target.drop();
      await source.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
