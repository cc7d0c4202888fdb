import { z } from 'zod';
import {
  day,
  fieldMessages as f,
  idFilter,
  listEnvelope,
  listQuerySchema,
  mediaUrl,
  onOff,
  optionalText,
  recordEnvelope,
  reference,
  requiredText,
  richText,
  timestamp,
  translations,
  translationsRecord,
  writeSchemas,
  yesNoFilter,
} from './kit.ts';

/**
 * Lectures of the media page (/video&lecture, /videoDetail) with their recordings, edited with
 * the lecture as an ordered array and saved with it in one transaction. Drafts never reach
 * getLectures, getAudioCategoriesWithAudioLectures, getSpecificLecture or the audio tab.
 */

/** The Urdu of a recording (translations.ts: lectures.attachments). */
const AdminLectureAttachmentUrdu = { title: optionalText('Urdu recording title', 200) };
export const AdminLectureAttachmentTranslationsSchema = translationsRecord(AdminLectureAttachmentUrdu);
export const AdminLectureAttachmentTranslationsInputSchema = translations(AdminLectureAttachmentUrdu);
/** The Urdu of a lecture (translations.ts: lectures). */
const AdminLectureUrdu = { title: optionalText('Urdu title', 200), description: richText('Urdu description') };
export const AdminLectureTranslationsSchema = translationsRecord(AdminLectureUrdu);
export const AdminLectureTranslationsInputSchema = translations(AdminLectureUrdu);

export const AdminLectureAttachmentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  audio_url: z.string(),
  translations: AdminLectureAttachmentTranslationsSchema,
});
export type AdminLectureAttachment = z.infer<typeof AdminLectureAttachmentSchema>;

export const AdminLectureRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  thumbnail: z.string(),
  category_id: z.number().int(),
  category_title: z.string(),
  /** The day, YYYY-MM-DD. */
  release_date: z.string(),
  /** How many recordings it has. */
  attachments: z.number().int(),
  published: z.boolean(),
  updated_at: timestamp,
});
export type AdminLectureRow = z.infer<typeof AdminLectureRowSchema>;

export const AdminLectureSchema = AdminLectureRowSchema.omit({ attachments: true }).extend({
  /** Sanitized HTML, exactly as the public page shows it. */
  description: z.string(),
  attachments: z.array(AdminLectureAttachmentSchema),
  translations: AdminLectureTranslationsSchema,
  created_at: timestamp,
});
export type AdminLecture = z.infer<typeof AdminLectureSchema>;

export const AdminLectureAttachmentInputSchema = z.object({
  /** Absent for a new recording. */
  id: reference('Recording').optional(),
  title: requiredText('Recording title', 200),
  audio_url: mediaUrl('Audio'),
  translations: AdminLectureAttachmentTranslationsInputSchema.optional(),
});
export type AdminLectureAttachmentInput = z.input<typeof AdminLectureAttachmentInputSchema>;
/** One recording as the API saves it (after parsing). */
export type AdminLectureAttachmentItem = z.output<typeof AdminLectureAttachmentInputSchema>;

const fields = {
  category_id: reference('Category'),
  title: requiredText('Title', 200),
  thumbnail: mediaUrl('Thumbnail'),
  release_date: day('Release date'),
  description: richText('Description'),
  published: onOff('Published'),
  attachments: z.array(AdminLectureAttachmentInputSchema, { error: f.tooMany('Recordings', 50) }).max(50, f.tooMany('Recordings', 50)),
  translations: AdminLectureTranslationsInputSchema,
};

export const { create: AdminLectureCreateSchema, patch: AdminLecturePatchSchema } = writeSchemas(fields, {
  description: fields.description.default(''),
  published: fields.published.default(false),
  attachments: fields.attachments.default([]),
  translations: fields.translations.optional(),
});
export type AdminLectureCreate = z.input<typeof AdminLectureCreateSchema>;
export type AdminLecturePatch = z.input<typeof AdminLecturePatchSchema>;

export const AdminLectureListQuerySchema = listQuerySchema({
  sort: ['title', 'release_date', 'updated_at'],
  defaultSort: '-release_date',
  filters: { published: yesNoFilter, category_id: idFilter },
});
export type AdminLectureListQuery = z.input<typeof AdminLectureListQuerySchema>;

export const AdminLectureListResponseSchema = listEnvelope(AdminLectureRowSchema);
export type AdminLectureListResponse = z.infer<typeof AdminLectureListResponseSchema>;
export const AdminLectureResponseSchema = recordEnvelope(AdminLectureSchema);
export type AdminLectureResponse = z.infer<typeof AdminLectureResponseSchema>;
