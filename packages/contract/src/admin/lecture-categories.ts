import { z } from 'zod';
import { listEnvelope, listQuerySchema, optionalText, recordEnvelope, requiredText, timestamp, translations, translationsRecord } from './kit.ts';

/** The categories of the media page's lecture dropdown (getLectures' category_list). */

export const AdminLectureCategoryRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** How many lectures (drafts included) are filed under it: a category in use cannot be deleted. */
  lectures: z.number().int(),
  updated_at: timestamp,
});
export type AdminLectureCategoryRow = z.infer<typeof AdminLectureCategoryRowSchema>;

/** The Urdu of a lecture category (translations.ts: lecture-categories). */
const AdminLectureCategoryUrdu = { title: optionalText('Urdu title', 100) };
export const AdminLectureCategoryTranslationsSchema = translationsRecord(AdminLectureCategoryUrdu);
export const AdminLectureCategoryTranslationsInputSchema = translations(AdminLectureCategoryUrdu);

export const AdminLectureCategorySchema = AdminLectureCategoryRowSchema.extend({ translations: AdminLectureCategoryTranslationsSchema, created_at: timestamp });
export type AdminLectureCategory = z.infer<typeof AdminLectureCategorySchema>;

const fields = { title: requiredText('Title', 100), translations: AdminLectureCategoryTranslationsInputSchema };

export const AdminLectureCategoryCreateSchema = z.object({ ...fields, translations: fields.translations.optional() });
export type AdminLectureCategoryCreate = z.input<typeof AdminLectureCategoryCreateSchema>;
export const AdminLectureCategoryPatchSchema = z.object(fields).partial();
export type AdminLectureCategoryPatch = z.input<typeof AdminLectureCategoryPatchSchema>;

export const AdminLectureCategoryListQuerySchema = listQuerySchema({ sort: ['title', 'lectures', 'updated_at'], defaultSort: 'title' });
export type AdminLectureCategoryListQuery = z.input<typeof AdminLectureCategoryListQuerySchema>;

export const AdminLectureCategoryListResponseSchema = listEnvelope(AdminLectureCategoryRowSchema);
export type AdminLectureCategoryListResponse = z.infer<typeof AdminLectureCategoryListResponseSchema>;
export const AdminLectureCategoryResponseSchema = recordEnvelope(AdminLectureCategorySchema);
export type AdminLectureCategoryResponse = z.infer<typeof AdminLectureCategoryResponseSchema>;

/** Why a lecture category cannot go: staff move or delete its lectures first. */
export const lectureCategoryMessages = {
  inUse: (lectures: number) =>
    `This category is used by ${lectures} ${lectures === 1 ? 'lecture' : 'lectures'}. Move ${lectures === 1 ? 'it' : 'them'} to another category or delete ${lectures === 1 ? 'it' : 'them'} first.`,
} as const;
