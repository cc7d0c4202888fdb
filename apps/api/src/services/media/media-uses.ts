import { eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  blogs,
  books,
  campaigns,
  courses,
  galleryAttachments,
  lectureAttachments,
  lectures,
  newsEventAttachments,
  newsEvents,
  settings,
  welfareCategories,
} from '../../db/schema/index.ts';

/**
 * Where a library file can be named: a column holding its URL (or, for a book's PDF, its storage
 * key), or HTML that embeds it. A file is deleted only when none of these still name it, so no
 * page ever shows a broken picture or a dead PDF link. A new column that holds media URLs belongs here.
 */
interface MediaUse {
  /** How staff call the record: `blog post`. */
  label: string;
  table: PgTable;
  /** What names the record in the refusal (its title). */
  name: AnyPgColumn | SQL;
  /** Columns equal to the file's URL. */
  urls?: AnyPgColumn[];
  /** Columns equal to the file's storage key. */
  keys?: AnyPgColumn[];
  /** HTML or JSON columns that may contain the URL anywhere. */
  texts?: (AnyPgColumn | SQL)[];
}

/** The Urdu of a record's texts, whose rich text may embed a picture too. */
const urdu = (translations: AnyPgColumn) => sql`${translations}::text`;

const uses: MediaUse[] = [
  { label: 'blog post', table: blogs, name: blogs.title, urls: [blogs.image], texts: [blogs.description, urdu(blogs.translations)] },
  { label: 'book', table: books, name: books.title, urls: [books.thumbnail], keys: [books.pdfKey], texts: [books.description, urdu(books.translations)] },
  { label: 'campaign', table: campaigns, name: campaigns.title, urls: [campaigns.image] },
  { label: 'welfare category', table: welfareCategories, name: welfareCategories.name, urls: [welfareCategories.image] },
  { label: 'course', table: courses, name: courses.title, urls: [courses.image], texts: [courses.description, urdu(courses.translations)] },
  { label: 'news item', table: newsEvents, name: newsEvents.title, urls: [newsEvents.image], texts: [newsEvents.description, urdu(newsEvents.translations)] },
  { label: 'news attachment', table: newsEventAttachments, name: sql`${newsEventAttachments.path}`, urls: [newsEventAttachments.path] },
  { label: 'lecture', table: lectures, name: lectures.title, urls: [lectures.thumbnail], texts: [lectures.description, urdu(lectures.translations)] },
  { label: 'lecture recording', table: lectureAttachments, name: lectureAttachments.title, urls: [lectureAttachments.audioUrl] },
  { label: 'gallery picture', table: galleryAttachments, name: galleryAttachments.caption, urls: [galleryAttachments.path] },
  { label: 'setting', table: settings, name: settings.key, texts: [sql`${settings.value}::text`] },
];

/** Escapes LIKE's wildcards, so a URL matches only itself inside a text. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Where a file (its URL and its copies' URLs) is still used: up to `limit` descriptions such as
 * `blog post "Winter relief"`, and how many uses there are in all.
 */
export async function mediaUsedBy(db: Db, file: { url: string; key: string; variantUrls: string[] }, limit = 3) {
  const urls = [file.url, ...file.variantUrls];
  const found: string[] = [];
  let total = 0;
  for (const use of uses) {
    const conditions = [
      ...(use.urls ?? []).flatMap((column) => urls.map((url) => eq(column, url))),
      ...(use.keys ?? []).map((column) => eq(column, file.key)),
      ...(use.texts ?? []).flatMap((text) => urls.map((url) => like(text as AnyPgColumn, containing(url)))),
    ];
    if (conditions.length === 0) continue;
    const rows = await db.select({ name: sql<string>`${use.name}` }).from(use.table).where(or(...conditions));
    total += rows.length;
    for (const row of rows) if (found.length < limit) found.push(`${use.label} "${row.name || 'untitled'}"`);
  }
  return { uses: found, more: total - found.length };
}
