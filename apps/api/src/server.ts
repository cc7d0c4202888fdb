import { join } from 'node:path';
import { buildApp, loggerOptions } from './app.ts';
import { loadConfig } from './config.ts';
import { connectPostgres, openPglite } from './db/client.ts';
import { startMaintenance } from './db/maintenance.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed/index.ts';
import { createStorage } from './plugins/storage.ts';
import { startOrphanFileCleanup } from './services/orphan-files.ts';
import { ensureStaffAccount } from './services/staff.ts';
import { shutdownGracefully } from './shutdown.ts';

/** Starts the one process that serves the API, the web app and the uploads. */
async function main() {
  const config = loadConfig();
  const database = config.DATABASE_URL
    ? connectPostgres(config.DATABASE_URL)
    : await openPglite(join(config.dataDir, 'db'));
  const storage = createStorage(config);
  await migrate(database);
  await seed(database.db, storage, { demo: config.SEED_DEMO });
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureStaffAccount(database.db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, name: config.ADMIN_NAME });
  }

  const app = await buildApp({ config, database, storage }, loggerOptions(config));
  const stopMaintenance = await startMaintenance(database, (error) => app.log.error({ err: error }, 'database maintenance failed'));
  const stopOrphanCleanup = startOrphanFileCleanup(database.db, storage, app.log);
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    stopMaintenance();
    stopOrphanCleanup();
    // Ctrl-C in a terminal stops at once; a supervisor's SIGTERM lets the load balancer drain first.
    await shutdownGracefully(app, signal === 'SIGTERM' ? config.SHUTDOWN_GRACE_MS : 0);
    await database.close();
    await storage.close();
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
