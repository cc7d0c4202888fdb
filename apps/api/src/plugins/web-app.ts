import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '@foundation/contract/common';
import { isAppPath } from '@foundation/contract/routes';

/** apps/web/dist, seen from apps/api/src/plugins or from the bundle in apps/api/dist. */
const defaultWebDist = fileURLToPath(
  new URL(import.meta.url.includes('/dist/') ? '../../web/dist' : '../../../web/dist', import.meta.url),
);

/**
 * Serves the built React app with an index.html fallback for every route of the spec, the
 * public uploads, and a JSON 404 for unknown API paths. Unknown pages get the app's own
 * 404 page with a 404 status, so crawlers do not index them.
 */
export async function registerWebApp(app: FastifyInstance, opts: { uploadsRoot: string; webDist?: string }) {
  const webDist = opts.webDist ?? defaultWebDist;
  const indexPath = join(webDist, 'index.html');
  const index = existsSync(indexPath) ? readFileSync(indexPath) : null;
  const assetsDir = join(webDist, 'assets');

  await app.register(fastifyStatic, {
    root: opts.uploadsRoot,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });

  if (index) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/precompress.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite names built assets by content hash, so they never change under the same name.
        if (path.startsWith(assetsDir)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/uploads/') || !index) {
      return reply.code(404).send({ message: messages.notFound });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: messages.notFound });
    }
    return reply
      .code(isAppPath(decodeURIComponent(path)) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(index);
  });
}
