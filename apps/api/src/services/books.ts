import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { rupees } from '@foundation/contract/common';
import type { BooksQuery } from '@foundation/contract/books';
import type { Db } from '../db/client.ts';
import { bookCategories, books } from '../db/schema/index.ts';
import { likePattern } from '../lib/sql.ts';
import { cacheBusOf } from '../lib/cache-bus.ts';
import { perDatabase } from '../lib/ttl-cache.ts';

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
};

type BookRow = { id: number; title: string; author: string; thumbnail: string; pricePaisa: number; categoryId: number; categoryTitle: string };

const toBook = (r: BookRow) => ({
  id: r.id,
  title: r.title,
  author: r.author,
  thumbnail: r.thumbnail,
  price: rupees(r.pricePaisa),
  category: { id: r.categoryId, title: r.categoryTitle },
});

/**
 * Counting matching books costs more than fetching a page of them (a full scan against an
 * index walk of 24 rows), and the categories change only when staff edit them. Both are kept
 * for 30 s; the rows themselves are always read fresh.
 */
const totals = perDatabase<Db, number>(CATALOGUE, 30_000);
const categoriesCache = perDatabase<Db, { id: number; title: string }[]>(CATALOGUE, 30_000, 1);

/** Staff writes to books or categories call this, so the next list counts afresh in every process. */
export function catalogueChanged(db: Db) {
  cacheBusOf(db).publish(CATALOGUE);
}

export const listCategories = (db: Db) =>
  categoriesCache(db).get('all', () =>
    db.select({ id: bookCategories.id, title: bookCategories.title }).from(bookCategories).orderBy(asc(bookCategories.id)),
  );

/** The library: newest first, case-insensitive title search, filter_category 0 for all, paged. */
export async function listBooks(db: Db, query: BooksQuery) {
  const filters: SQL[] = [eq(books.published, true)];
  if (query.filter_category > 0) filters.push(eq(books.categoryId, query.filter_category));
  if (query.search) filters.push(sql`lower(${books.title}) like ${likePattern(query.search)}`);
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
    totals(db).get(`${query.filter_category}|${query.search.toLowerCase()}`, async () => {
      const [row] = await db.select({ total: count() }).from(books).where(where);
      return row?.total ?? 0;
    }),
    listCategories(db),
  ]);
  return {
    book_list: rows.map(toBook),
    category_list: categories,
    pagination: { page: query.page, per_page: query.per_page, total, last_page: Math.max(1, Math.ceil(total / query.per_page)) },
  };
}

export async function latestBooks(db: Db, limit = 8) {
  const rows = await db
    .select(bookColumns)
    .from(books)
    .innerJoin(bookCategories, eq(books.categoryId, bookCategories.id))
    .where(eq(books.published, true))
    .orderBy(desc(books.id))
    .limit(limit);
  return rows.map(toBook);
}

export async function findBook(db: Db, id: number) {
  const [row] = await db
    .select({ ...bookColumns, description: books.description, pages: books.pages, pdfKey: books.pdfKey })
    .from(books)
    .innerJoin(bookCategories, eq(books.categoryId, bookCategories.id))
    .where(and(eq(books.id, id), eq(books.published, true)));
  if (!row) return null;
  return { ...toBook(row), description: row.description, pages: row.pages, pdfKey: row.pdfKey };
}
