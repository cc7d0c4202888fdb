import { z } from 'zod';
import { listEnvelope, listQuerySchema, optionalText, recordEnvelope, requiredText, timestamp, translations, translationsRecord } from './kit.ts';

/**
 * Course types: the category a course card and the course page show (`course.type.title`). The
 * spec has no endpoint of their own; they reach the public site only through the courses.
 */

export const AdminCourseTypeRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Courses (drafts included) of this type: a type in use cannot be deleted. */
  courses: z.number().int(),
  updated_at: timestamp,
});
export type AdminCourseTypeRow = z.infer<typeof AdminCourseTypeRowSchema>;

/** The Urdu of a course type (translations.ts: course-types). */
const AdminCourseTypeUrdu = { title: optionalText('Urdu title', 100) };
export const AdminCourseTypeTranslationsSchema = translationsRecord(AdminCourseTypeUrdu);
export const AdminCourseTypeTranslationsInputSchema = translations(AdminCourseTypeUrdu);

export const AdminCourseTypeSchema = AdminCourseTypeRowSchema.extend({ translations: AdminCourseTypeTranslationsSchema, created_at: timestamp });
export type AdminCourseType = z.infer<typeof AdminCourseTypeSchema>;

const fields = { title: requiredText('Title', 100), translations: AdminCourseTypeTranslationsInputSchema };

export const AdminCourseTypeCreateSchema = z.object({ ...fields, translations: fields.translations.optional() });
export type AdminCourseTypeCreate = z.input<typeof AdminCourseTypeCreateSchema>;
export const AdminCourseTypePatchSchema = z.object(fields).partial();
export type AdminCourseTypePatch = z.input<typeof AdminCourseTypePatchSchema>;

export const AdminCourseTypeListQuerySchema = listQuerySchema({ sort: ['title', 'courses', 'updated_at'], defaultSort: 'title' });
export type AdminCourseTypeListQuery = z.input<typeof AdminCourseTypeListQuerySchema>;

export const AdminCourseTypeListResponseSchema = listEnvelope(AdminCourseTypeRowSchema);
export type AdminCourseTypeListResponse = z.infer<typeof AdminCourseTypeListResponseSchema>;
export const AdminCourseTypeResponseSchema = recordEnvelope(AdminCourseTypeSchema);
export type AdminCourseTypeResponse = z.infer<typeof AdminCourseTypeResponseSchema>;

/** Why a course type cannot go: every course needs a type, so its courses move first. */
export const courseTypeMessages = {
  inUse: (courses: number) =>
    `This course type is used by ${courses} ${courses === 1 ? 'course' : 'courses'}. Move ${courses === 1 ? 'it' : 'them'} to another type or delete ${courses === 1 ? 'it' : 'them'} first.`,
} as const;
