import { join } from 'node:path';
import { buildApp, loggerOptions } from './app.ts';
import { loadConfig } from './config.ts';
import { connectPostgres, openPglite } from './db/client.ts';
import { startMaintenance } from './db/maintenance.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed/index.ts';
import { localStorage } from './plugins/storage.ts';
import { ensureStaffAccount } from './services/staff.ts';

/** Starts the one process that serves the API, the web app and the uploads. */
async function main() {
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? connectPostgres(config.DATABASE_URL)
    : await openPglite(join(config.dataDir, 'db'));
  const storage = localStorage(config.dataDir);
  await migrate(database);
  await seed(database.db, storage, { demo: config.SEED_DEMO });
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureStaffAccount(database.db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, name: config.ADMIN_NAME });
  }

  const app = await buildApp({ config, database, storage }, loggerOptions(config));
  const stopMaintenance = await startMaintenance(database, (error) => app.log.error({ err: error }, 'database maintenance failed'));
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    stopMaintenance();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
