import { and, desc, eq } from 'drizzle-orm';
import type { Blog } from '@foundation/contract/blogs';
import type { Db } from '../../db/client.ts';
import { blogs } from '../../db/schema/index.ts';
import { displayDate } from '../../lib/dates.ts';
import { localized, type ContentLocale } from '../../lib/content-language.ts';
import { excerpt, sanitizeHtml } from '../../lib/html.ts';

type BlogRow = typeof blogs.$inferSelect;

/** The cache name a staff change to blog posts is published under (lib/cache-bus.ts); rendered pages subscribe to it. */
export const BLOGS = 'blogs';

function toBlog(locale: ContentLocale, stored: BlogRow): Blog {
  // In the language asked, before the excerpt is cut from it.
  const row = localized(locale, stored);
  const description = sanitizeHtml(row.description);
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    description,
    // From the sanitized HTML, so the text of a stripped <script> never reaches a card.
    excerpt: excerpt(description),
    author_name: row.authorName,
    published_date: displayDate(row.publishedAt),
    created_at2: displayDate(row.createdAt),
  };
}

/** Published posts, newest publication first (id breaks ties so the order is stable). */
export async function listBlogs(db: Db, locale: ContentLocale = 'en'): Promise<Blog[]> {
  const rows = await db
    .select()
    .from(blogs)
    .where(eq(blogs.published, true))
    .orderBy(desc(blogs.publishedAt), desc(blogs.id));
  return rows.map((row) => toBlog(locale, row));
}

/** A published post, or null: an unpublished draft must look exactly like a missing one. */
export async function findBlog(db: Db, id: number, locale: ContentLocale = 'en'): Promise<Blog | null> {
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.id, id), eq(blogs.published, true)));
  return row ? toBlog(locale, row) : null;
}
