import { resolve } from 'node:path';
import { z } from 'zod';
import { STAFF_PASSWORD_MIN } from '@foundation/contract/staff';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optional = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Every setting comes from the environment, parsed once here; see .env.example. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /**
   * Seals the secrets the server reads back (authenticator secrets) in the database. Unset, a key
   * is made on first start and kept in DATA_DIR; processes on several machines must share one.
   */
  DATA_ENCRYPTION_KEY: optional.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9+/]{43}=$/, 'DATA_ENCRYPTION_KEY is 32 random bytes in base64 (openssl rand -base64 32)')
      .transform((v) => Buffer.from(v, 'base64'))
      .optional(),
  ),
  SEED_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  /**
   * Public origin of the site, used in e-mails, the sitemap, link previews and Stripe return URLs.
   * Unset, the address the server listens on (listeningUrl): a second copy started on another PORT
   * links to itself, not to the first.
   */
  PUBLIC_URL: optional.pipe(z.url().optional()),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  RECEIPT_LIMIT_BYTES: z.coerce.number().int().positive().default(10 * 1_048_576),
  /** The media library's uploads: an hour of audio fits. */
  MEDIA_LIMIT_BYTES: z.coerce.number().int().positive().default(100 * 1_048_576),
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Only for a local fake of Stripe's API in tests: http://127.0.0.1:port */
  STRIPE_API_BASE: optional.pipe(z.url().optional()),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Foundation <no-reply@foundation.example>'),
  YOUTUBE_API_KEY: optional,
  YOUTUBE_API_BASE: z.url().default('https://www.googleapis.com/youtube/v3'),
  FACEBOOK_ACCESS_TOKEN: optional,
  FACEBOOK_API_BASE: z.url().default('https://graph.facebook.com/v19.0'),
  /** Where video stills are fetched from, once, for GET /api/thumbnails/youtube/:id (tests point it at a fake). */
  YOUTUBE_THUMBNAIL_BASE: z.url().default('https://i.ytimg.com'),
  /** customer_login / customer_register attempts per window, per client IP and per e-mail. */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(30),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(15 * 60_000),
  /** manualPayment / stripePayment submissions per client IP in 10 minutes (raised by load benchmarks). */
  PAYMENT_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  /**
   * How long a public read's answer is kept in memory once made (plugins/public-reads.ts); a change
   * by staff clears it sooner. 0 keeps none: the test suite's default, where tests write the
   * database directly, past the change bus.
   */
  PUBLIC_READS_KEPT_MS: z.coerce.number().int().min(0).default(60_000),
  /** The back office's first staff account, made or updated at start (see README). */
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(STAFF_PASSWORD_MIN, `must be at least ${STAFF_PASSWORD_MIN} characters`).optional()),
  ADMIN_NAME: z.string().default('Administrator'),
  /**
   * Admins must sign in with a code from an authenticator app too (TOTP): an admin without one
   * can only set it up until they do. Editors and finance may still turn it on for themselves.
   */
  ADMIN_REQUIRE_2FA: flag.default(false),
  /**
   * What /api/docs documents: `public` (the site's API; the default, safe in production), `all`
   * (the back office's too: for development, where `npm run dev` sets it) or `off`.
   */
  API_DOCS: z.enum(['public', 'all', 'off']).default('public'),
  /**
   * On SIGTERM, how long the server still accepts and serves, unready (/readyz 503) and asking every
   * client to reconnect, before it stops accepting (shutdown.ts): above the proxy's idle timeout for
   * upstream connections (nginx's keepalive_timeout, 4 s in deploy/nginx.conf) and the load
   * balancer's health-check interval, e.g. 5000.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().default('&copy; OpenStreetMap contributors'),
  /**
   * With more than one process: rate limits, sign-in pauses and cache clears are shared through
   * this Redis (docs/decisions/0013). REDIS_PREFIX starts every key and the channel, so sites
   * (or test runs) can share one server.
   */
  REDIS_URL: optional.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_PREFIX: z.string().default('foundation:'),
  /**
   * Uploads, receipts and book PDFs go to an S3-compatible bucket when these four are set, and to
   * DATA_DIR otherwise (docs/decisions/0012).
   */
  S3_ENDPOINT: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_REGION: z.string().default('us-east-1'),
  S3_FORCE_PATH_STYLE: flag.default(true),
})
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    path: ['ADMIN_PASSWORD'],
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD are set together',
  })
  // Half a set of S3 settings would quietly keep files on one machine's disk.
  .refine((env) => new Set(S3_REQUIRED.map((name) => !env[name])).size === 1, {
    path: ['S3_ENDPOINT'],
    message: `${S3_REQUIRED.join(', ')} are set together`,
  })
  // With its files on S3 a process keeps nothing on its disk, which may be a container's, gone at
  // the next deploy, or one of several machines': a key made in DATA_DIR would differ between them,
  // and staff's second factors would stop fitting (decision 25).
  .refine((env) => !env.S3_ENDPOINT || env.DATA_ENCRYPTION_KEY, {
    path: ['DATA_ENCRYPTION_KEY'],
    message: 'DATA_ENCRYPTION_KEY is needed with S3: the processes share it (openssl rand -base64 32)',
  })
  // Any free port (0) is known only once listening, after the links are made.
  .refine((env) => env.PORT !== 0 || env.PUBLIC_URL, { path: ['PUBLIC_URL'], message: 'PUBLIC_URL is needed with PORT=0 (any free port)' })
  .transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? listeningUrl(env.HOST, env.PORT) }));

/**
 * Where a browser on this machine reaches a server listening on HOST and PORT: every interface
 * (0.0.0.0, ::) is reached as localhost; an IPv6 address goes in brackets.
 */
export function listeningUrl(host: string, port: number) {
  const everywhere = host === '' || host === '0.0.0.0' || host === '::' || host === '[::]';
  const name = everywhere ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export type Config = z.infer<typeof EnvSchema> & { dataDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: resolve(parsed.data.DATA_DIR) };
}
