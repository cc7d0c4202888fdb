import { z } from 'zod';
import { dateTime, listEnvelope, listQuerySchema, mediaUrl, onOff, optionalText, recordEnvelope, requiredText, richText, timestamp, translations, translationsRecord, writeSchemas, yesNoFilter } from './kit.ts';

/** The Urdu of a post (translations.ts: blogs). */
const AdminBlogUrdu = { title: optionalText('Urdu title', 200), description: richText('Urdu text') };
export const AdminBlogTranslationsSchema = translationsRecord(AdminBlogUrdu);
export const AdminBlogTranslationsInputSchema = translations(AdminBlogUrdu);

/** Blog posts in the back office: drafts (published false) never reach GET /api/getBlogs. */

export const AdminBlogRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author_name: z.string(),
  image: z.string(),
  published_at: timestamp,
  published: z.boolean(),
  updated_at: timestamp,
});
export type AdminBlogRow = z.infer<typeof AdminBlogRowSchema>;

export const AdminBlogSchema = AdminBlogRowSchema.extend({
  /** Sanitized HTML, exactly as the public page shows it. */
  description: z.string(),
  translations: AdminBlogTranslationsSchema,
  created_at: timestamp,
});
export type AdminBlog = z.infer<typeof AdminBlogSchema>;

const fields = {
  title: requiredText('Title', 200),
  author_name: requiredText('Author', 100),
  published_at: dateTime('Publication date'),
  image: mediaUrl('Image'),
  description: richText('Text', { required: true }),
  published: onOff('Published'),
  translations: AdminBlogTranslationsInputSchema,
};

/** POST: a new post is a draft unless it says otherwise, and dated now unless given a date. PATCH: any subset of the fields. */
export const { create: AdminBlogCreateSchema, patch: AdminBlogPatchSchema } = writeSchemas(fields, {
  published_at: fields.published_at.optional(),
  published: fields.published.default(false),
  translations: fields.translations.optional(),
});
export type AdminBlogCreate = z.input<typeof AdminBlogCreateSchema>;
export type AdminBlogPatch = z.input<typeof AdminBlogPatchSchema>;

export const AdminBlogListQuerySchema = listQuerySchema({
  sort: ['title', 'author_name', 'published_at', 'updated_at', 'created_at'],
  defaultSort: '-published_at',
  filters: { published: yesNoFilter },
});
export type AdminBlogListQuery = z.input<typeof AdminBlogListQuerySchema>;

export const AdminBlogListResponseSchema = listEnvelope(AdminBlogRowSchema);
export type AdminBlogListResponse = z.infer<typeof AdminBlogListResponseSchema>;
export const AdminBlogResponseSchema = recordEnvelope(AdminBlogSchema);
export type AdminBlogResponse = z.infer<typeof AdminBlogResponseSchema>;
