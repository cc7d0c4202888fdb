import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { published, timestamps } from './columns.ts';

export const bookCategories = pgTable('book_categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
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
    ...published,
    ...timestamps,
  },
  (t) => [
    index('books_published_category_idx').on(t.published, t.categoryId, t.id),
    index('books_title_lower_idx').on(sql`lower(${t.title})`),
  ],
);
