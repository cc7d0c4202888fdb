import { z } from 'zod';
import { listEnvelope, listQuerySchema, optionalText, recordEnvelope, requiredText, timestamp, translations, translationsRecord } from './kit.ts';

export const AdminBookCategoryRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** How many books (drafts included) are filed under it: a category in use cannot be deleted. */
  books: z.number().int(),
  updated_at: timestamp,
});
export type AdminBookCategoryRow = z.infer<typeof AdminBookCategoryRowSchema>;

/** The Urdu of a book category (translations.ts: book-categories). */
const AdminBookCategoryUrdu = { title: optionalText('Urdu title', 100) };
export const AdminBookCategoryTranslationsSchema = translationsRecord(AdminBookCategoryUrdu);
export const AdminBookCategoryTranslationsInputSchema = translations(AdminBookCategoryUrdu);

export const AdminBookCategorySchema = AdminBookCategoryRowSchema.extend({ translations: AdminBookCategoryTranslationsSchema, created_at: timestamp });
export type AdminBookCategory = z.infer<typeof AdminBookCategorySchema>;

const fields = { title: requiredText('Title', 100), translations: AdminBookCategoryTranslationsInputSchema };

export const AdminBookCategoryCreateSchema = z.object({ ...fields, translations: fields.translations.optional() });
export type AdminBookCategoryCreate = z.input<typeof AdminBookCategoryCreateSchema>;
export const AdminBookCategoryPatchSchema = z.object(fields).partial();
export type AdminBookCategoryPatch = z.input<typeof AdminBookCategoryPatchSchema>;

export const AdminBookCategoryListQuerySchema = listQuerySchema({ sort: ['title', 'books', 'updated_at'], defaultSort: 'title' });
export type AdminBookCategoryListQuery = z.input<typeof AdminBookCategoryListQuerySchema>;

export const AdminBookCategoryListResponseSchema = listEnvelope(AdminBookCategoryRowSchema);
export type AdminBookCategoryListResponse = z.infer<typeof AdminBookCategoryListResponseSchema>;
export const AdminBookCategoryResponseSchema = recordEnvelope(AdminBookCategorySchema);
export type AdminBookCategoryResponse = z.infer<typeof AdminBookCategoryResponseSchema>;
