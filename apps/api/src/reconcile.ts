import { join } from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from './config.ts';
import { connectPostgres, openPglite } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { reconcilePending } from './services/donations/card-payments.ts';
import { createMailer } from './adapters/mailer.ts';
import { createStripeClient } from './adapters/stripe.ts';

/**
 * `npm run reconcile`: asks Stripe how every pending card donation ended and settles it. Run it
 * from cron beside a PostgreSQL deployment; a PGlite server does the same sweep in-process.
 */
async function main() {
  const config = loadConfig();
  const stripe = createStripeClient(config);
  if (!stripe) throw new Error('STRIPE_SECRET_KEY is not set: there is nothing to reconcile against.');
  const database = config.DATABASE_URL ? connectPostgres(config.DATABASE_URL, 2) : await openPglite(join(config.dataDir, 'db'));
  try {
    await migrate(database);
    // Fastify's logger (pino, JSON lines) without a server; the summary holds no personal data.
    const { log } = Fastify({ logger: { level: config.LOG_LEVEL } });
    const mailer = createMailer(config);
    const summary = await reconcilePending({ db: database.db, stripe, mailer, log, publicUrl: config.PUBLIC_URL });
    await mailer.idle();
    log.info(summary, 'card donations reconciled');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
