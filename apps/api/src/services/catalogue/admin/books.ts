import { and, eq, sql } from 'drizzle-orm';
import { AdminBookCreateSchema, AdminBookListQuerySchema, AdminBookPatchSchema, AdminBookRowSchema, AdminBookSchema } from '@foundation/contract/admin/books';
import { fieldMessages } from '@foundation/contract/admin/kit';
import { rupees, toPaisa } from '@foundation/contract/common';
import type { FieldErrors } from '@foundation/contract/errors';
import { richTextTranslations } from '@foundation/contract/admin/translations';
import { bookCategories, books, mediaFiles } from '../../../db/schema/index.ts';
import { sanitizeHtml } from '../../../lib/html.ts';
import { CATALOGUE } from '../books.ts';
import { isMediaKey, keyOfMediaUrl, mediaUrlOf } from '../../media/media-library.ts';
import { translationsOf, translationValues } from '../../back-office/translations.ts';
import { defineResource, publishState } from '../../back-office/kit.ts';

const columns = {
  id: books.id,
  title: books.title,
  author: books.author,
  categoryId: books.categoryId,
  categoryTitle: bookCategories.title,
  pricePaisa: books.pricePaisa,
  thumbnail: books.thumbnail,
  published: books.published,
  updatedAt: books.updatedAt,
};
type Selected = { id: number; title: string; author: string; categoryId: number; categoryTitle: string; pricePaisa: number; thumbnail: string; published: boolean; updatedAt: Date };

const toRow = (r: Selected) => ({
  id: r.id,
  title: r.title,
  author: r.author,
  category_id: r.categoryId,
  category_title: r.categoryTitle,
  price: rupees(r.pricePaisa),
  thumbnail: r.thumbnail,
  ...publishState(r),
});

/**
 * A PDF uploaded to the media library is named by its URL. One stored before the library (a
 * private file) has no URL of its own: it is named by its public reader, which a form sends back
 * unchanged to keep it.
 */
const legacyPdfUrl = (id: number) => `/api/viewBook/${id}`;
const pdfUrl = (id: number, pdfKey: string) => (isMediaKey(pdfKey) ? mediaUrlOf(pdfKey) : legacyPdfUrl(id));

/** Books of the library (getBooks, getSpecificBook, viewBook, the book order's price). */
export const bookResource = defineResource({
  name: 'books',
  label: 'book',
  table: books,
  id: books.id,
  schemas: { row: AdminBookRowSchema, record: AdminBookSchema, query: AdminBookListQuerySchema, create: AdminBookCreateSchema, patch: AdminBookPatchSchema },
  search: [books.title, books.author],
  sort: {
    title: sql`lower(${books.title})`,
    author: sql`lower(${books.author})`,
    price: books.pricePaisa,
    updated_at: books.updatedAt,
    created_at: books.createdAt,
  },
  filters: (query) => [
    query.published === undefined ? undefined : eq(books.published, query.published),
    query.category_id === undefined ? undefined : eq(books.categoryId, query.category_id),
  ],
  rows: async (db, page) =>
    (
      await db
        .select(columns)
        .from(books)
        .innerJoin(bookCategories, eq(books.categoryId, bookCategories.id))
        .where(page.where)
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset)
    ).map(toRow),
  read: async (db, id) => {
    const [row] = await db
      .select({ ...columns, pdfKey: books.pdfKey, pages: books.pages, description: books.description, translations: books.translations, createdAt: books.createdAt })
      .from(books)
      .innerJoin(bookCategories, eq(books.categoryId, bookCategories.id))
      .where(eq(books.id, id));
    if (!row) return null;
    return {
      ...toRow(row),
      pdf: pdfUrl(row.id, row.pdfKey),
      pages: row.pages,
      description: row.description,
      translations: translationsOf(row.translations),
      created_at: row.createdAt.toISOString(),
    };
  },
  values: (input) => ({
    title: input.title,
    author: input.author,
    categoryId: input.category_id,
    pricePaisa: input.price === undefined ? undefined : toPaisa(input.price),
    thumbnail: input.thumbnail,
    // The legacy reader's URL keeps the stored file; a library URL names the new one.
    pdfKey: input.pdf?.startsWith('/uploads/') ? keyOfMediaUrl(input.pdf) : undefined,
    pages: input.pages,
    description: input.description === undefined ? undefined : sanitizeHtml(input.description),
    published: input.published,
    translations: translationValues(input.translations, richTextTranslations.books),
  }),
  check: async (tx, input, id) => {
    const errors: FieldErrors = {};
    if (input.category_id !== undefined) {
      const [category] = await tx.select({ id: bookCategories.id }).from(bookCategories).where(eq(bookCategories.id, input.category_id));
      if (!category) errors.category_id = [fieldMessages.missing('Category')];
    }
    if (input.pdf !== undefined && !(id !== null && input.pdf === legacyPdfUrl(id))) {
      const [file] = await tx
        .select({ id: mediaFiles.id })
        .from(mediaFiles)
        .where(and(eq(mediaFiles.url, input.pdf), eq(mediaFiles.kind, 'pdf')));
      if (!file) errors.pdf = [fieldMessages.mediaKind('PDF', 'pdf')];
    }
    return errors;
  },
  caches: [CATALOGUE],
});
