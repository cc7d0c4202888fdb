import { z } from 'zod';
import {
  fieldMessages as f,
  idFilter,
  listEnvelope,
  listQuerySchema,
  mediaUrl,
  money,
  onOff,
  optionalText,
  recordEnvelope,
  reference,
  requiredText,
  richText,
  timestamp,
  translations,
  translationsRecord,
  wholeNumber,
  writeSchemas,
  yesNoFilter,
} from './kit.ts';

/** Books of the library (/publishing): drafts never reach getBooks, getSpecificBook or viewBook. */

export const AdminBookRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  category_id: z.number().int(),
  category_title: z.string(),
  /** Hard-copy price in rupees. */
  price: z.number(),
  thumbnail: z.string(),
  published: z.boolean(),
  updated_at: timestamp,
});
export type AdminBookRow = z.infer<typeof AdminBookRowSchema>;

/** The Urdu of a book (translations.ts: books); the author's name is not translated. */
const AdminBookUrdu = { title: optionalText('Urdu title', 200), description: richText('Urdu description') };
export const AdminBookTranslationsSchema = translationsRecord(AdminBookUrdu);
export const AdminBookTranslationsInputSchema = translations(AdminBookUrdu);

export const AdminBookSchema = AdminBookRowSchema.extend({
  /**
   * The book's PDF: a media library URL, or /api/viewBook/<id> for a PDF stored before the media
   * library (send it back unchanged to keep it).
   */
  pdf: z.string(),
  pages: z.number().int(),
  /** Sanitized HTML. */
  description: z.string(),
  translations: AdminBookTranslationsSchema,
  created_at: timestamp,
});
export type AdminBook = z.infer<typeof AdminBookSchema>;

const fields = {
  title: requiredText('Title', 200),
  author: requiredText('Author', 200),
  category_id: reference('Category'),
  price: money('Price'),
  thumbnail: mediaUrl('Cover image'),
  pdf: z.string({ error: f.required('PDF') }).trim().min(1, f.required('PDF')).max(500, f.mediaKind('PDF', 'pdf')),
  pages: wholeNumber('Pages', 100_000),
  description: richText('Description'),
  published: onOff('Published'),
  translations: AdminBookTranslationsInputSchema,
};

export const { create: AdminBookCreateSchema, patch: AdminBookPatchSchema } = writeSchemas(fields, {
  pages: fields.pages.optional(),
  description: fields.description.default(''),
  published: fields.published.default(false),
  translations: fields.translations.optional(),
});
export type AdminBookCreate = z.input<typeof AdminBookCreateSchema>;
export type AdminBookPatch = z.input<typeof AdminBookPatchSchema>;

export const AdminBookListQuerySchema = listQuerySchema({
  sort: ['title', 'author', 'price', 'updated_at', 'created_at'],
  defaultSort: '-created_at',
  filters: { published: yesNoFilter, category_id: idFilter },
});
export type AdminBookListQuery = z.input<typeof AdminBookListQuerySchema>;

export const AdminBookListResponseSchema = listEnvelope(AdminBookRowSchema);
export type AdminBookListResponse = z.infer<typeof AdminBookListResponseSchema>;
export const AdminBookResponseSchema = recordEnvelope(AdminBookSchema);
export type AdminBookResponse = z.infer<typeof AdminBookResponseSchema>;
