import { asc, eq } from 'drizzle-orm';
import { inLocale, listedPages, paths, type PathName } from '@foundation/contract/routes';
import type { Db } from '../../db/client.ts';
import { blogs, courses, lectures, newsEvents } from '../../db/schema/index.ts';
import { newsDateParts } from '../../lib/dates.ts';

export interface SitemapEntry {
  /** Site-relative, as the web app links it (lib/routes.ts href). */
  path: string;
  lastmod?: Date;
}

/** A route of the table with its `:params` filled, encoded as the web app's href() does. */
const fill = (name: PathName, params: Record<string, string | number>) =>
  paths[name].replace(/:([a-z]+)/gi, (_, key: string) => encodeURIComponent(String(params[key])));

/**
 * Every public page with its last change. Items are read with the same `published = true` filter
 * as the public list and detail endpoints (services/catalogue/blogs.ts, courses.ts, news-events.ts,
 * lectures.ts), so a draft, or an item taken down, is never listed. Four index-friendly queries
 * of two or three columns each: cheap for thousands of items, so the list is computed for every
 * request rather than cached (see routes/crawlers.ts).
 */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [posts, courseRows, news, lectureRows] = await Promise.all([
    db.select({ id: blogs.id, updatedAt: blogs.updatedAt }).from(blogs).where(eq(blogs.published, true)).orderBy(asc(blogs.id)),
    db.select({ id: courses.id, updatedAt: courses.updatedAt }).from(courses).where(eq(courses.published, true)).orderBy(asc(courses.id)),
    db
      .select({ id: newsEvents.id, eventDate: newsEvents.eventDate, updatedAt: newsEvents.updatedAt })
      .from(newsEvents)
      .where(eq(newsEvents.published, true))
      .orderBy(asc(newsEvents.id)),
    db.select({ id: lectures.id, updatedAt: lectures.updatedAt }).from(lectures).where(eq(lectures.published, true)).orderBy(asc(lectures.id)),
  ]);
  return [
    ...listedPages.map((name) => ({ path: paths[name] })),
    ...posts.map((r) => ({ path: `${paths.singleBlog}?id=${r.id}`, lastmod: r.updatedAt })),
    ...courseRows.map((r) => ({ path: fill('courseDetail', { id: r.id }), lastmod: r.updatedAt })),
    // The date in the link is the API's new_event_date, the value the news cards link with.
    ...news.map((r) => ({ path: fill('newsEvent', { id: r.id, date: newsDateParts(r.eventDate).new_event_date }), lastmod: r.updatedAt })),
    ...lectureRows.map((r) => ({ path: `${paths.videoDetail}?id=${r.id}`, lastmod: r.updatedAt })),
  ];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** A sitemaps.org urlset; `publicUrl` is the site's origin (PUBLIC_URL), paths resolve against it. */
export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  // Every page in English and in Urdu (/ur/...), each naming the other.
  const urls = entries.flatMap(({ path, lastmod }) => {
    const english = new URL(path, publicUrl);
    const urdu = new URL(english);
    urdu.pathname = inLocale('ur', english.pathname);
    const links = [
      ['en', english],
      ['ur', urdu],
    ]
      .map(([lang, url]) => `<xhtml:link rel="alternate" hreflang="${String(lang)}" href="${escapeXml(String(url))}"/>`)
      .join('');
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    return [english, urdu].map((url) => `<url><loc>${escapeXml(url.href)}</loc>${links}${modified}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
