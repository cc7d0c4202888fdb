import { join } from 'node:path';
import { createStorage, type Storage } from './adapters/storage.ts';
import type { Config } from './config.ts';
import { connectPostgres, openPglite, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './seed/index.ts';
import { fillMediaCopyNames } from './services/media/media-copy-names.ts';
import { ensureStaffAccount } from './services/staff/staff.ts';
import type { StaffAccountAtStart } from './start-line.ts';

/**
 * Everything a server process prepares before it builds the app, in order: the database
 * (PostgreSQL from DATABASE_URL, else PGlite in DATA_DIR), the storage, the schema, the seed
 * data, the media library's copy names (decision 21), and the staff account named by
 * ADMIN_EMAIL / ADMIN_PASSWORD.
 */
export async function startUp(config: Config): Promise<{ database: Database; storage: Storage; staffAccount: StaffAccountAtStart }> {
  const database = config.DATABASE_URL
    ? connectPostgres(config.DATABASE_URL)
    : await openPglite(join(config.dataDir, 'db'));
  const storage = createStorage(config);
  await migrate(database);
  await seed(database.db, storage, { demo: config.SEED_DEMO });
  await fillMediaCopyNames(database.db, storage);
  const staffAccount = config.ADMIN_EMAIL && config.ADMIN_PASSWORD ? await ensureStaffAccount(database.db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, name: config.ADMIN_NAME }) : null;
  return { database, storage, staffAccount };
}
