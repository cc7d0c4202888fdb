import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { rupees } from '@foundation/contract/common';
import type { BooksQuery } from '@foundation/contract/books';
import type { Db } from '../../db/client.ts';
import { bookCategories, books } from '../../db/schema/index.ts';
import { likePattern } from '../../lib/sql.ts';
import { perDatabase } from '../../lib/ttl-cache.ts';
import { inLocale, localized, type ContentLocale } from '../../lib/content-language.ts';
import type { Translations } from '@foundation/contract/admin/translations';

/** The name the catalogue's caches are cleared by, in this process and every other. */
export const CATALOGUE = 'catalogue';

const bookColumns = {
  id: books.id,
  title: books.title,
  author: books.author,
  thumbnail: books.thumbnail,
  pricePaisa: books.pricePaisa,
  categoryId: bookCategories.id,
  categoryTitle: bookCategories.title,
  translations: books.translations,
  categoryTranslations: bookCategories.translations,
};

type BookRow = {
  id: number;
  title: string;
  author: string;
  thumbnail: string;
  pricePaisa: number;
  categoryId: number;
  categoryTitle: string;
  translations: Translations;
  categoryTranslations: Translations;
};

/** A book in the language asked: its texts and its category's title. */
const toBook = (locale: ContentLocale, stored: BookRow) => bookOf(localized(locale, stored), locale);

const bookOf = (r: Omit<BookRow, 'translations'>, locale: ContentLocale) => ({
  id: r.id,
  title: r.title,
  author: r.author,
  thumbnail: r.thumbnail,
  price: rupees(r.pricePaisa),
  category: { id: r.categoryId, title: inLocale(locale, r.categoryTitle, r.categoryTranslations, 'title') },
});

/**
 * Counting matching books costs more than fetching a page of them (a full scan against an
 * index walk of 24 rows), and the categories change only when staff edit them. Both are kept
 * for 30 s; the rows themselves are always read fresh.
 */
const totals = perDatabase<Db, number>(CATALOGUE, 30_000);
// Kept with their Urdu and shown in the language asked, so one entry serves every language.
const categoriesCache = perDatabase<Db, { id: number; title: string; translations: Translations }[]>(CATALOGUE, 30_000, 1);

export const listCategories = async (db: Db, locale: ContentLocale = 'en') =>
  (
    await categoriesCache(db).get('all', () =>
      db
        .select({ id: bookCategories.id, title: bookCategories.title, translations: bookCategories.translations })
        .from(bookCategories)
        .orderBy(asc(bookCategories.id)),
    )
  ).map((category) => localized(locale, category));

/** The library: newest first, case-insensitive title search, filter_category 0 for all, paged. */
export async function listBooks(db: Db, query: BooksQuery, locale: ContentLocale = 'en') {
  const filters: SQL[] = [eq(books.published, true)];
  if (query.filter_category > 0) filters.push(eq(books.categoryId, query.filter_category));
  if (query.search) {
    const title = sql`lower(${books.title}) like ${likePattern(query.search)}`;
    // An Urdu reader may search by the Urdu title too; English searches keep to the indexed title.
    filters.push(locale === 'ur' ? or(title, sql`lower(${books.translations}->'ur'->>'title') like ${likePattern(query.search)}`)! : title);
  }
  const where = and(...filters);
  const [rows, total, categories] = await Promise.all([
    db
      .select(bookColumns)
      .from(books)
      .innerJoin(bookCategories, eq(books.categoryId, bookCategories.id))
      .where(where)
      .orderBy(desc(books.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    totals(db).get(`${locale}|${query.filter_category}|${query.search.toLowerCase()}`, async () => {
      const [row] = await db.select({ total: count() }).from(books).where(where);
      return row?.total ?? 0;
    }),
    listCategories(db, locale),
  ]);
  return {
    book_list: rows.map((row) => toBook(locale, row)),
    category_list: categories,
    pagination: { page: query.page, per_page: query.per_page, total, last_page: Math.max(1, Math.ceil(total / query.per_page)) },
  };
}

export async function latestBooks(db: Db, locale: ContentLocale = 'en', limit = 8) {
  const rows = await db
    .select(bookColumns)
    .from(books)
    .innerJoin(bookCategories, eq(books.categoryId, bookCategories.id))
    .where(eq(books.published, true))
    .orderBy(desc(books.id))
    .limit(limit);
  return rows.map((row) => toBook(locale, row));
}

export async function findBook(db: Db, id: number, locale: ContentLocale = 'en') {
  const [stored] = await db
    .select({ ...bookColumns, description: books.description, pages: books.pages, pdfKey: books.pdfKey })
    .from(books)
    .innerJoin(bookCategories, eq(books.categoryId, bookCategories.id))
    .where(and(eq(books.id, id), eq(books.published, true)));
  if (!stored) return null;
  const row = localized(locale, stored);
  return { ...bookOf(row, locale), description: row.description, pages: row.pages, pdfKey: row.pdfKey };
}
