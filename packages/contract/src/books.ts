import { z } from 'zod';
import { decimalInt, MAX_INT4 } from './common.ts';

export const BookCategorySchema = z.object({ id: z.number().int(), title: z.string() });

export const BookSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  thumbnail: z.string(),
  /** Hard-copy price in rupees. */
  price: z.number(),
  category: BookCategorySchema,
});
export type Book = z.infer<typeof BookSchema>;

export const BookDetailSchema = BookSchema.extend({ description: z.string(), pages: z.number().int() });

export const PaginationSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});

/** A page of a catalogue with a category filter (getBooks, getLectures): its items under their spec key, the categories, the paging. */
export const cataloguePageSchema = <K extends string, I extends z.ZodType, C extends z.ZodType>(key: K, item: I, category: C) => {
  const shape = { [key]: z.array(item), category_list: z.array(category), pagination: PaginationSchema };
  return z.object({ data: z.object(shape as Record<K, z.ZodArray<I>> & { category_list: z.ZodArray<C>; pagination: typeof PaginationSchema }) });
};

/** getBooks query: search is a case-insensitive title match; filter_category 0 means every category. */
export const BooksQuerySchema = z.object({
  search: z.string().trim().max(200).optional().default(''),
  filter_category: decimalInt(0, MAX_INT4).optional().default(0),
  page: decimalInt(1, 100_000).optional().default(1),
  per_page: decimalInt(1, 100).optional().default(24),
});
export type BooksQuery = z.output<typeof BooksQuerySchema>;

export const BooksResponseSchema = cataloguePageSchema('book_list', BookSchema, BookCategorySchema);
export type BooksResponse = z.infer<typeof BooksResponseSchema>;
export const LatestBooksResponseSchema = z.object({ data: z.object({ book_list: z.array(BookSchema) }) });
export type LatestBooksResponse = z.infer<typeof LatestBooksResponseSchema>;
export const BookResponseSchema = z.object({ data: z.object({ book_detail: BookDetailSchema }) });
export type BookResponse = z.infer<typeof BookResponseSchema>;
