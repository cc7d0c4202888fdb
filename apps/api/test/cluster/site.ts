import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { connectPostgres, type Database } from '../../src/db/client.ts';
import { PUBLIC_PAGES } from '../../src/lib/cache-bus.ts';
import { onServer, withDatabase } from '../global-setup.ts';
import { removeKeys, testPrefix } from '../redis.ts';
import { s3Env, startS3 } from '../s3.ts';
import { startNginx, type Nginx } from './nginx.ts';
import { freePort, startServerProcess, type ServerProcess } from './server-process.ts';
import { holdSocket, type HeldSocket } from './socket.ts';

export const staffAccount = { email: 'treasurer@foundation.test', password: 'a long staff password' };

export interface SiteOptions {
  /** A PostgreSQL server: the site gets a fresh database on it, dropped at close. */
  databaseServerUrl: string;
  redisUrl: string;
  /** More settings for both processes. */
  env?: Record<string, string>;
  /**
   * Each process opens and closes its own port, where by default the site holds each port's
   * socket and hands it to the process started on it, as systemd's socket activation does.
   */
  ownSockets?: boolean;
  /** How long a process may take to be ready (tsx compiles the server as it starts; a busy machine is slow). */
  readyTimeoutMs?: number;
  /** Run the build (`npm run build`) instead of the source. */
  built?: boolean;
}

export interface Site {
  a: ServerProcess;
  b: ServerProcess;
  nginx: Nginx;
  /** The database both processes use, for checking what they wrote. */
  database: Database;
  /**
   * Tells both processes that rows changed, as a staff write does over Redis (lib/cache-bus.ts):
   * a test that writes the database directly calls it before reading what it wrote.
   */
  announceChange(): Promise<void>;
  /**
   * Stops one process with `signal` (SIGTERM: a graceful shutdown) and starts it again on the same
   * port (socket) and data dir, as `systemctl restart` does; resolves once the new one is ready.
   */
  restart(which: 'a' | 'b', signal?: NodeJS.Signals): Promise<ServerProcess>;
  close(): Promise<void>;
}

/**
 * Production in miniature: two server processes sharing one PostgreSQL database, one
 * S3-compatible server and one Redis, behind nginx configured as deploy/nginx.conf, each on a
 * socket held here as systemd holds deploy/foundation@.socket. Whatever fails half-way, everything
 * already started is stopped again.
 */
export async function startSite(opts: SiteOptions): Promise<Site> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const close = async () => {
    // Reverse order: nginx, the processes, then what they used.
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error: unknown) => console.error('site cleanup:', error));
  };
  try {
    const name = `foundation_two_${randomBytes(4).toString('hex')}_${process.pid}`;
    await onServer(opts.databaseServerUrl, `CREATE DATABASE ${name}`);
    cleanups.push(() => onServer(opts.databaseServerUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const url = withDatabase(opts.databaseServerUrl, name);
    const database = connectPostgres(url, 2);
    cleanups.push(() => database.close());
    const s3 = await startS3();
    cleanups.push(() => s3.close());
    const prefix = testPrefix();
    cleanups.push(() => removeKeys(prefix, opts.redisUrl));

    const env = {
      DATABASE_URL: url,
      ...s3Env(s3.settings),
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      REDIS_URL: opts.redisUrl,
      REDIS_PREFIX: prefix,
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: staffAccount.email,
      ADMIN_PASSWORD: staffAccount.password,
      ...opts.env,
    };
    // Each process's port, and its data dir, outlive the process: a restart starts the next one there.
    const places = new Map<string, { listen: { port: number } | HeldSocket; dataDir: string }>();
    const start = async (label: string) => {
      let place = places.get(label);
      if (!place) {
        const dataDir = mkdtempSync(join(tmpdir(), `foundation-${label}-`));
        cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
        const listen = opts.ownSockets ? { port: await freePort() } : holdSocket();
        if ('close' in listen) cleanups.push(async () => listen.close());
        place = { listen, dataDir };
        places.set(label, place);
      }
      const server = await startServerProcess(label, { listen: place.listen, env: { ...env, DATA_DIR: place.dataDir }, timeoutMs: opts.readyTimeoutMs ?? 120_000, built: opts.built });
      // At the end nothing needs draining: SIGINT stops at once.
      cleanups.push(() => server.stop('SIGINT'));
      return server;
    };
    // Together, as a supervisor starts them: both migrate and seed one empty database at once.
    // allSettled: a failure of one must not leave the other starting unseen by close().
    const [a, b] = (await Promise.allSettled([start('A'), start('B')])).map((r) => {
      if (r.status === 'rejected') throw r.reason;
      return r.value;
    }) as [ServerProcess, ServerProcess];
    const nginx = await startNginx(await freePort(), [a.url, b.url].map((u) => Number(new URL(u).port)));
    cleanups.push(() => nginx.stop());
    const site: Site = {
      a,
      b,
      nginx,
      database,
      announceChange: async () => {
        const client = new Redis(opts.redisUrl);
        try {
          await client.publish(`${prefix}cache-clear`, JSON.stringify({ origin: 'test', name: PUBLIC_PAGES }));
        } finally {
          await client.quit();
        }
      },
      async restart(which, signal = 'SIGTERM') {
        const old = site[which];
        await old.stop(signal);
        site[which] = await start(old.name);
        return site[which];
      },
      close,
    };
    return site;
  } catch (error) {
    await close();
    throw error;
  }
}
