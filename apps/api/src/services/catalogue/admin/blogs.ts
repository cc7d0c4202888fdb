import { eq, sql } from 'drizzle-orm';
import {
  AdminBlogCreateSchema,
  AdminBlogListQuerySchema,
  AdminBlogPatchSchema,
  AdminBlogRowSchema,
  AdminBlogSchema,
  type AdminBlog,
} from '@foundation/contract/admin/blogs';
import { richTextTranslations } from '@foundation/contract/admin/translations';
import { blogs } from '../../../db/schema/index.ts';
import { sanitizeHtml } from '../../../lib/html.ts';
import { BLOGS } from '../blogs.ts';
import { translationsOf, translationValues } from '../../back-office/translations.ts';
import { defineResource, publishState } from '../../back-office/kit.ts';

type BlogRow = typeof blogs.$inferSelect;

const toRow = (r: BlogRow) => ({
  id: r.id,
  title: r.title,
  author_name: r.authorName,
  image: r.image,
  published_at: r.publishedAt.toISOString(),
  ...publishState(r),
});

const toRecord = (r: BlogRow): AdminBlog => ({
  ...toRow(r),
  description: r.description,
  translations: translationsOf(r.translations),
  created_at: r.createdAt.toISOString(),
});

/** Blog posts: GET /api/getBlogs and getSpecificBlog show the published ones. */
export const blogResource = defineResource({
  name: 'blogs',
  label: 'blog post',
  table: blogs,
  id: blogs.id,
  schemas: {
    row: AdminBlogRowSchema,
    record: AdminBlogSchema,
    query: AdminBlogListQuerySchema,
    create: AdminBlogCreateSchema,
    patch: AdminBlogPatchSchema,
  },
  search: [blogs.title, blogs.authorName],
  sort: {
    title: sql`lower(${blogs.title})`,
    author_name: sql`lower(${blogs.authorName})`,
    published_at: blogs.publishedAt,
    updated_at: blogs.updatedAt,
    created_at: blogs.createdAt,
  },
  filters: (query) => [query.published === undefined ? undefined : eq(blogs.published, query.published)],
  rows: async (db, page) => (await db.select().from(blogs).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRow),
  read: async (db, id) => {
    const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
    return row ? toRecord(row) : null;
  },
  values: (input) => ({
    title: input.title,
    authorName: input.author_name,
    publishedAt: input.published_at === undefined ? undefined : new Date(input.published_at),
    image: input.image,
    // Stored sanitized (decision 4), so what staff saved is exactly what the page shows.
    description: input.description === undefined ? undefined : sanitizeHtml(input.description),
    published: input.published,
    translations: translationValues(input.translations, richTextTranslations.blogs),
  }),
  caches: [BLOGS],
});
