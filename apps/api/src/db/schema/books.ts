import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { published, timestamps, translatable } from './columns.ts';

export const bookCategories = pgTable('book_categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  ...translatable,
  ...timestamps,
});

export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => bookCategories.id),
    thumbnail: text('thumbnail').notNull(),
    /** Storage key of the PDF; served through viewBook/downloadBook, never by its path. */
    pdfKey: text('pdf_key').notNull(),
    pages: integer('pages').notNull().default(0),
    pricePaisa: integer('price_paisa').notNull(),
    ...translatable,
    ...published,
    ...timestamps,
  },
  (t) => [
    index('books_published_category_idx').on(t.published, t.categoryId, t.id),
    // Trigram index: the title search is a case-insensitive substring match (like '%mercy%'),
    // which a b-tree cannot serve; this keeps it an index scan as the catalogue grows.
    // fastupdate off: new titles go straight into the index, not into a pending list that only a
    // VACUUM merges (PGlite has no autovacuum, and the planner shuns an index with a long one).
    index('books_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`).with({ fastupdate: false }),
  ],
);
