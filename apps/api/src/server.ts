import { buildApp, loggerOptions } from './app.ts';
import { loadConfig } from './config.ts';
import { listenOptions } from './listen.ts';
import { startScheduler } from './scheduler.ts';
import { shutdownGracefully } from './shutdown.ts';
import { startUp } from './startup.ts';
import { announceStart } from './start-line.ts';

/** Starts the one process that serves the API, the web app and the uploads. */
async function main() {
  const config = loadConfig();
  const { database, storage, staffAccount } = await startUp(config);
  const app = await buildApp({ config, database, storage }, loggerOptions(config));
  const stopJobs = await startScheduler(app, database);
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    stopJobs();
    // Ctrl-C in a terminal stops at once; a supervisor's SIGTERM lets the load balancer drain first.
    await shutdownGracefully(app, signal === 'SIGTERM' ? config.SHUTDOWN_GRACE_MS : 0);
    await database.close();
    await storage.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen(listenOptions(config));
  announceStart(app.log, config, staffAccount);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
