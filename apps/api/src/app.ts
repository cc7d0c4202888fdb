import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '@foundation/contract/common';
import { createMailer, type Mailer } from './adapters/mailer.ts';
import { registerSharedState } from './adapters/redis.ts';
import { redisRateLimitStore } from './adapters/redis-rate-limit-store.ts';
import type { Storage } from './adapters/storage.ts';
import { createStripeClient, type StripeClient } from './adapters/stripe.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { withoutNul } from './lib/nul.ts';
import { loadSecretBox, type SecretBox } from './lib/secret-box.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerDraining } from './plugins/draining.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerMethodNotAllowed } from './plugins/method-not-allowed.ts';
import { registerPublicReads } from './plugins/public-reads.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { sealStoredSecrets } from './services/staff/staff-secrets.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { crawlerRoutes } from './routes/crawlers.ts';
import { healthRoutes } from './routes/health.ts';
import { publicRoutes } from './routes/public/index.ts';
import { stripeWebhookRoutes } from './routes/stripe-webhook.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  storage: Storage;
  /** Defaults to SMTP_URL, or .eml files under DATA_DIR/mail. */
  mailer?: Mailer;
  /** Overrides the built web app's folder (tests point it at a fixture). */
  webDist?: string;
  /** The built back office (apps/admin/dist by default). */
  adminDist?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    storage: Storage;
    mailer: Mailer;
    /** Null when card payments are not configured. */
    stripe: StripeClient | null;
    /** Seals the secrets stored in the database (lib/secret-box.ts). */
    secrets: SecretBox;
  }
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    // A request is logged by method and path only: no IP address, headers (tokens, cookies) or
    // body ever reaches the logs, so they hold nothing personal.
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
    },
  };
}

/** Builds the whole server without listening, so tests can `inject` into it. */
export async function buildApp(deps: AppDeps, logger: FastifyServerOptions['logger'] = false) {
  const { config } = deps;
  const app = Fastify({
    logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { maxParamLength: 200 },
    // A request that reaches a process while it shuts down is served (with `Connection: close`),
    // never answered 503: nginx does not send a POST it has sent once to another process.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', deps.database.db);
  app.decorate('storage', deps.storage);
  app.decorate('mailer', deps.mailer ?? createMailer(config));
  app.decorate('stripe', createStripeClient(config));
  app.decorate('secrets', await loadSecretBox(config));
  app.addHook('onReady', () => sealStoredSecrets(app.db, app.secrets, app.log, config.ADMIN_EMAIL));
  app.addHook('onClose', () => app.mailer.idle());

  registerErrorHandling(app);
  registerMethodNotAllowed(app);
  registerDraining(app);
  // U+0000 cannot be stored in PostgreSQL text: dropped from every query and body before any
  // route's validation sees it (lib/nul.ts), so no form or search has to remember to.
  app.addHook('preValidation', async (request) => {
    request.query = withoutNul(request.query);
    request.body = withoutNul(request.body);
  });
  await registerSecurityHeaders(app, config);
  // API JSON and uploaded SVGs are compressed per reply (brotli 4, cheap); the built app's files
  // were compressed once at build time and are served as they are (see registerWebApp).
  // Brotli or gzip only: the codings a kept answer is made in (lib/kept-answer.ts), so one sent
  // as it is to a reader who takes neither is never compressed again under its plain ETag.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await registerSharedState(app, deps.database.db);
  await app.register(rateLimit, {
    global: false,
    // Counted in Redis when configured, so every process shares one count; a Redis that fails
    // lets requests through rather than taking the site down (docs/decisions/0013).
    ...(app.redis && { store: redisRateLimitStore(app.redis), skipOnError: true }),
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      message: messages.tooManyRequests,
      retryAfter: context.after,
    }),
  });

  if (config.API_DOCS !== 'off') await registerApiDocs(app, config.API_DOCS === 'all');

  // Before the routes: it marks the public reads as they are added.
  registerPublicReads(app);
  await app.register(healthRoutes);
  // /robots.txt and /sitemap.xml: before the web app, whose static files and 404 page come last.
  await app.register(crawlerRoutes);
  await app.register(publicRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  // Its own plugin: the only place bodies stay raw, as Stripe's signature covers the exact bytes.
  await app.register(stripeWebhookRoutes, { prefix: '/api/stripe' });
  await registerWebApp(app, { storage: deps.storage, webDist: deps.webDist, adminDist: deps.adminDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
