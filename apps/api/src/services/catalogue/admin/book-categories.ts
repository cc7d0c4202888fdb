import { count, eq, sql } from 'drizzle-orm';
import {
  AdminBookCategoryCreateSchema,
  AdminBookCategoryListQuerySchema,
  AdminBookCategoryPatchSchema,
  AdminBookCategoryRowSchema,
  AdminBookCategorySchema,
} from '@foundation/contract/admin/book-categories';
import { bookCategoryMessages } from '@foundation/contract/admin/kit';
import { bookCategories, books } from '../../../db/schema/index.ts';
import { CATALOGUE } from '../books.ts';
import type { Translations } from '@foundation/contract/admin/translations';
import { translationsOf, translationValues } from '../../back-office/translations.ts';
import { defineResource } from '../../back-office/kit.ts';

/** Books filed under the category, drafts included: each would lose its shelf. */
// Qualified by hand: drizzle leaves columns unqualified in a one-table select, and inside the
// subquery an unqualified "id" would be the book's own.
const bookCount = sql<number>`(select count(*)::int from ${books} as counted where counted.${sql.identifier(books.categoryId.name)} = ${bookCategories}.${sql.identifier(bookCategories.id.name)})`;

const columns = { id: bookCategories.id, title: bookCategories.title, books: bookCount, updatedAt: bookCategories.updatedAt, createdAt: bookCategories.createdAt, translations: bookCategories.translations };
type Selected = { id: number; title: string; books: number; updatedAt: Date; createdAt: Date; translations: Translations };

const toRow = (r: Selected) => ({ id: r.id, title: r.title, books: Number(r.books), updated_at: r.updatedAt.toISOString() });

/** The library's shelves (getBooks' category_list): cached 30 s in the catalogue, cleared on every change. */
export const bookCategoryResource = defineResource({
  name: 'book-categories',
  label: 'book category',
  table: bookCategories,
  id: bookCategories.id,
  schemas: {
    row: AdminBookCategoryRowSchema,
    record: AdminBookCategorySchema,
    query: AdminBookCategoryListQuerySchema,
    create: AdminBookCategoryCreateSchema,
    patch: AdminBookCategoryPatchSchema,
  },
  search: [bookCategories.title],
  sort: { title: sql`lower(${bookCategories.title})`, books: bookCount, updated_at: bookCategories.updatedAt },
  rows: async (db, page) =>
    (await db.select(columns).from(bookCategories).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRow),
  read: async (db, id) => {
    const [row] = await db.select(columns).from(bookCategories).where(eq(bookCategories.id, id));
    return row ? { ...toRow(row), translations: translationsOf(row.translations), created_at: row.createdAt.toISOString() } : null;
  },
  values: (input) => ({ title: input.title, translations: translationValues(input.translations) }),
  deleteGuard: async (tx, id) => {
    const [used] = await tx.select({ n: count() }).from(books).where(eq(books.categoryId, id));
    return used && used.n > 0 ? bookCategoryMessages.inUse(used.n) : null;
  },
  caches: [CATALOGUE],
});
