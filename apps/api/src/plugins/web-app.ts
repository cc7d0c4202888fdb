import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppPath, localeOfPath } from '@foundation/contract/routes';
import type { Storage } from '../adapters/storage.ts';
import { sendStoredFile } from '../adapters/storage/send-file.ts';
import { safeDecode } from '../lib/on-site.ts';
import { PRIVATE, sharedCacheControl } from '../lib/kept-answer.ts';
import { notFound } from '../lib/replies.ts';
import { languageRedirect, shellsByLocale } from './page-languages.ts';
import { pageRenderer, sendHtml, wantsLightImages } from './page-render.ts';

/** apps/<name>/dist, seen from apps/api/src/plugins or from the bundle in apps/api/dist. */
const distOf = (name: string) =>
  fileURLToPath(new URL(import.meta.url.includes('/dist/') ? `../../${name}/dist` : `../../../${name}/dist`, import.meta.url));

const readIndex = (dist: string) => {
  const path = join(dist, 'index.html');
  return existsSync(path) ? readFileSync(path) : null;
};

/** Vite names built assets by content hash, so they never change under the same name. */
const immutableAssets = (assetsDir: string) => (reply: { header(k: string, v: string): unknown }, path: string) => {
  if (path.startsWith(assetsDir)) reply.header('cache-control', 'public, max-age=31536000, immutable');
};

/** Public files are named once and never rewritten under the same key: a week in any cache. */
const UPLOADS_MAX_AGE_SECONDS = 604_800;

/** Local uploads through the static file server, as ever; S3 ones streamed by our own route. */
async function registerUploads(app: FastifyInstance, storage: Storage) {
  if (storage.publicRoot) {
    await app.register(fastifyStatic, {
      root: storage.publicRoot,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      maxAge: UPLOADS_MAX_AGE_SECONDS * 1000,
    });
    return;
  }
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    exposeHeadRoute: false,
    handler: (request, reply) =>
      sendStoredFile(request, reply, { storage, area: 'public', key: request.params['*'], cacheControl: `public, max-age=${UPLOADS_MAX_AGE_SECONDS}` }),
  });
}

/** A built app's files; its index.html is answered by the routes below, never as a file. */
const serveBuild = (app: FastifyInstance, root: string, prefix: '/' | '/admin/') =>
  app.register(fastifyStatic, {
    root,
    prefix,
    // Only the first registration may decorate the reply with sendFile.
    decorateReply: prefix === '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (apps/web/precompress.ts).
    preCompressed: true,
    setHeaders: immutableAssets(join(root, 'assets')),
  });

/**
 * Serves the built React app with an index.html fallback for every route of the spec, the
 * public uploads, and a JSON 404 for unknown API paths. Unknown pages get the app's own
 * 404 page with a 404 status, so crawlers do not index them.
 */
export async function registerWebApp(app: FastifyInstance, opts: { storage: Storage; webDist?: string; adminDist?: string }) {
  const webDist = opts.webDist ?? distOf('web');
  const adminDist = opts.adminDist ?? distOf('admin');
  const index = readIndex(webDist);
  const adminIndex = readIndex(adminDist);

  await registerUploads(app, opts.storage);

  if (index) await serveBuild(app, webDist, '/');

  // The back office: its own small app under /admin/, never indexed by search engines.
  if (adminIndex) {
    await serveBuild(app, adminDist, '/admin/');
    const sendAdmin = (request: FastifyRequest, reply: FastifyReply) => {
      // A missing asset is a 404, not the app, so a stale tab fails loudly instead of parsing HTML as script.
      if (request.url.startsWith('/admin/assets/')) return notFound(reply);
      return reply.header('cache-control', 'no-cache').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(adminIndex);
    };
    // The list's filters ride in the query (`/admin?status=all`, as the app writes its first screen's
    // address), so a reload or a bookmark must keep them. Always to /admin/ on this site: only the
    // query is carried, never a path or host from the request.
    app.get('/admin', (request, reply) => reply.redirect(`/admin/${queryOf(request.url)}`));
    app.get('/admin/', sendAdmin);
    app.get('/admin/*', sendAdmin);
  }

  const shells = index ? shellsByLocale(index.toString('utf8'), webDist) : null;
  const renderer = shells ? await pageRenderer(app, { webDist, templates: shells, origin: app.config.PUBLIC_URL }) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/uploads/') || !shells) return notFound(reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFound(reply);
    const pathname = safeDecode(path);
    const elsewhere = pathname === null ? null : languageRedirect(request, reply, pathname);
    if (elsewhere) return reply.header('cache-control', 'no-cache').redirect(elsewhere);
    const html = reply.header('cache-control', 'no-cache').header('vary', 'cookie').type('text/html; charset=utf-8');
    if (renderer && pathname !== null && renderer.renders(pathname)) {
      try {
        const page = await renderer.page(request.url, wantsLightImages(request), request.ip);
        // Chromium then tells its network type with the next page it asks for (wantsLightImages).
        reply.header('accept-ch', 'ECT');
        if ('redirect' in page) return reply.redirect(page.redirect);
        // The same for every reader of this address: a CDN may absorb a spike of them.
        return sendHtml(request, html.code(page.status), page, sharedCacheControl(request));
      } catch (error) {
        // The shell still works: the browser draws the page as it did before server rendering.
        request.log.error({ err: error, path }, 'page render failed');
      }
    } else if (renderer && pathname !== null && isAppPath(pathname)) {
      // A page the browser draws: its shell, with the page's own title and the foundation's name.
      try {
        // A learner's or a donor's page: never in a shared cache, though the shell holds nothing of theirs.
        return sendHtml(request, html.code(200), await renderer.shell(request.url), PRIVATE);
      } catch (error) {
        request.log.error({ err: error, path }, 'page shell failed');
      }
    }
    return html.code(pathname !== null && isAppPath(pathname) ? 200 : 404).send(shells[localeOfPath(pathname ?? path)]);
  });
}

/**
 * `?a=b` of a request's URL, or '' without one. Read through the URL parser, which percent-encodes
 * whatever a header may not hold (bytes past ASCII), so any query a client sends gives a valid Location.
 */
const queryOf = (url: string) => new URL(url, 'http://localhost').search;
