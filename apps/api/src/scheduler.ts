import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import { upkeepJobs } from './db/maintenance.ts';
import type { Job } from './lib/job.ts';
import { reconcilePending } from './services/donations/card-payments.ts';
import { removeOrphanFiles } from './services/media/orphan-files.ts';
import { sendDailyDigest } from './services/reports/staff-digest.ts';
import { applyHeldPaymentDetails } from './services/donations/payment-detail-mail.ts';

const CARD_RECONCILE_EVERY_MS = 10 * 60_000;
const ORPHAN_FILES_EVERY_MS = 6 * 60 * 60_000;
/** The digest goes out at the first look after its hour: a quarter of an hour late at most. */
const STAFF_DIGEST_EVERY_MS = 15 * 60_000;
/** A held change of the payment details takes effect within a minute of its hold's end. */
const PAYMENT_DETAIL_HOLDS_EVERY_MS = 60_000;

/** Starts the jobs' timers (they never keep the process alive); the returned function stops them. */
export async function startJobs(jobs: Job[], failed: (job: Job, error: unknown) => void): Promise<() => void> {
  for (const job of jobs) if (job.atStart) await job.run();
  const timers = jobs.map((job) => setInterval(() => void job.run().catch((error: unknown) => failed(job, error)), job.everyMs));
  for (const timer of timers) timer.unref();
  return () => timers.forEach(clearInterval);
}

/** Every background job of a server process; route plugins own no timers. */
export function serverJobs(app: FastifyInstance, database: Database): Job[] {
  const { stripe } = app;
  return [
    ...upkeepJobs(database),
    {
      name: 'orphan file cleanup',
      everyMs: ORPHAN_FILES_EVERY_MS,
      run: async () => {
        const removed = await removeOrphanFiles(app.db, app.storage);
        // Counts only: keys are random, but a log needs no more than how many.
        if (removed.length > 0) app.log.info({ count: removed.length }, 'removed private files no donation references');
      },
    },
    {
      name: 'staff digest',
      everyMs: STAFF_DIGEST_EVERY_MS,
      run: () => sendDailyDigest({ db: app.db, mailer: app.mailer, log: app.log, publicUrl: app.config.PUBLIC_URL }),
    },
    {
      name: 'payment detail holds',
      everyMs: PAYMENT_DETAIL_HOLDS_EVERY_MS,
      run: () => applyHeldPaymentDetails({ db: app.db, mailer: app.mailer, log: app.log, publicUrl: app.config.PUBLIC_URL }),
    },
    // Single-server installs (PGlite) cannot run `npm run reconcile` beside the server, so the server sweeps too.
    ...(stripe
      ? [{ name: 'card reconciliation', everyMs: CARD_RECONCILE_EVERY_MS, run: () => reconcilePending({ db: app.db, stripe, mailer: app.mailer, log: app.log, publicUrl: app.config.PUBLIC_URL }) }]
      : []),
  ];
}

/** Started by the server once the app is built; the returned function stops every job (on shutdown). */
export function startScheduler(app: FastifyInstance, database: Database) {
  return startJobs(serverJobs(app, database), (job, error) => app.log.error({ err: error }, `${job.name} failed`));
}
