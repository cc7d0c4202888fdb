import type { FastifyPluginAsync } from 'fastify';
import { sitemapEntries, sitemapXml } from '../services/catalogue/sitemap.ts';
import { fileAnswer } from '../plugins/api-answers.ts';

const tags = ['crawlers'];

/** Served by the API so they answer whether or not a web build exists; robots names the sitemap by its absolute URL. */
const robotsTxt = (publicUrl: string) =>
  [
    'User-agent: *',
    'Allow: /',
    // The back office is staff-only and its pages say noindex; the API is data, not pages.
    'Disallow: /admin/',
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');

/**
 * /robots.txt and /sitemap.xml at the site's root, outside /api (crawlers look for them there).
 * Registered before the web app (app.ts), so the app's not-found handler never answers them; the
 * web build must not hold files of these names, or its static routes would clash with these.
 *
 * The sitemap is built anew for every request rather than cached: crawlers fetch it seldom, and
 * it is four indexed queries of ids and dates (services/catalogue/sitemap.ts), so a cache would save little
 * and add one more thing that must be cleared right for every kind of item. Built per request, a
 * post staff publish is listed at once, in every process, and a draft or a post taken down never
 * lingers. `no-cache` lets a proxy keep it only if it asks again.
 */
export const crawlerRoutes: FastifyPluginAsync = async (app) => {
  const robots = robotsTxt(app.config.PUBLIC_URL);

  app.get('/robots.txt', { schema: { tags, summary: 'Rules for crawlers, naming the sitemap', response: { 200: fileAnswer(['text/plain'], 'robots.txt') } } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );

  app.get('/sitemap.xml', { schema: { tags, summary: 'Every public page and published item (sitemaps.org)', response: { 200: fileAnswer(['application/xml'], 'The sitemap') } } }, async (_request, reply) => {
    const xml = sitemapXml(app.config.PUBLIC_URL, await sitemapEntries(app.db));
    return reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(xml);
  });
};
