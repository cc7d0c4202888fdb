import { z } from 'zod';
import { MAX_INT4 } from '../common.ts';
import { YOUTUBE_LINK, youtubeId } from '../youtube.ts';
import {
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
  wholeNumber,
  writeSchemas,
  yesNoFilter,
} from './kit.ts';

/**
 * Courses (/education, /courseDetail1/:id) with their lessons (decision 15's ordered children):
 * the lessons are edited with the course as an ordered array and saved with it in one
 * transaction. Drafts never reach getCourses, getLastestCourses or getSpecificCourse, and no one
 * can enrol in them.
 */

export const CERTIFICATE_OPTIONS = ['Yes', 'No'] as const;

export const courseMessages = {
  /** What the lesson player plays: a YouTube link (the media library takes no videos). */
  videoUrl: 'Video must be a YouTube link, e.g. https://www.youtube.com/watch?v=dQw4w9WgXcQ.',
  /** Enrolments belong to the course: deleting it would erase each learner's enrolment and progress. */
  hasLearners: (learners: number) =>
    `${learners} ${learners === 1 ? 'learner is' : 'learners are'} enrolled in this course, so it cannot be deleted: deleting it would erase their enrolment and progress. Unpublish it to take it off the site.`,
} as const;

/** The Urdu of a lesson (translations.ts: courses.lessons). */
const AdminLessonUrdu = { title: optionalText('Urdu lesson title', 200), description: optionalText('Urdu description', 5000) };
export const AdminLessonTranslationsSchema = translationsRecord(AdminLessonUrdu);
export const AdminLessonTranslationsInputSchema = translations(AdminLessonUrdu);
/** The Urdu of a course (translations.ts: courses). */
const AdminCourseUrdu = {
  title: optionalText('Urdu title', 200),
  description: richText('Urdu description'),
  eligibility: optionalText('Urdu eligibility', 2000),
  class_duration: optionalText('Urdu class duration', 100),
  level: optionalText('Urdu level', 50),
  language: optionalText('Urdu language', 50),
};
export const AdminCourseTranslationsSchema = translationsRecord(AdminCourseUrdu);
export const AdminCourseTranslationsInputSchema = translations(AdminCourseUrdu);

export const AdminLessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  video_url: z.string(),
  /** As the lesson list shows it, e.g. "18:25". */
  duration: z.string(),
  /** Plain text: the lesson page shows it as written, line breaks kept. */
  description: z.string(),
  translations: AdminLessonTranslationsSchema,
});
export type AdminLesson = z.infer<typeof AdminLessonSchema>;

export const AdminCourseRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  type_id: z.number().int(),
  type_title: z.string(),
  /** Learners enrolled (kept by enrolment, not edited here). */
  enrolled: z.number().int(),
  lessons: z.number().int(),
  published: z.boolean(),
  updated_at: timestamp,
});
export type AdminCourseRow = z.infer<typeof AdminCourseRowSchema>;

export const AdminCourseSchema = AdminCourseRowSchema.omit({ lessons: true }).extend({
  /** Sanitized HTML, as the course page's Description tab shows it. */
  description: z.string(),
  /** Plain text; "" when anyone may join (the Eligibility tab is then hidden). */
  eligibility: z.string(),
  instructor_names: z.array(z.string()),
  duration_hours: z.number().int(),
  class_duration: z.string(),
  level: z.string(),
  language: z.string(),
  certificate: z.string(),
  lessons: z.array(AdminLessonSchema),
  translations: AdminCourseTranslationsSchema,
  created_at: timestamp,
});
export type AdminCourse = z.infer<typeof AdminCourseSchema>;

/** "18:25" or "1:05:30". */
const DURATION = /^(\d{1,3}:)?\d{1,3}:[0-5]\d$/;

export const AdminLessonInputSchema = z.object({
  /** Absent for a new lesson. */
  id: z.number({ error: f.choose('Lesson') }).int(f.choose('Lesson')).min(1, f.choose('Lesson')).max(MAX_INT4, f.choose('Lesson')).optional(),
  title: requiredText('Lesson', 200),
  video_url: requiredText('Video', 500)
    .refine((url) => youtubeId(url) !== null, courseMessages.videoUrl)
    .meta({ pattern: YOUTUBE_LINK }),
  duration: requiredText('Duration', 20).regex(DURATION, f.pattern('Duration', '18:25')),
  description: optionalText('Description', 5000).default(''),
  translations: AdminLessonTranslationsInputSchema.optional(),
});
export type AdminLessonInput = z.input<typeof AdminLessonInputSchema>;

const fields = {
  title: requiredText('Title', 200),
  image: mediaUrl('Image'),
  type_id: reference('Course type'),
  description: richText('Description', { required: true }),
  eligibility: optionalText('Eligibility', 2000),
  instructor_names: z.array(requiredText('Instructor', 100), { error: f.tooMany('Instructors', 20) }).max(20, f.tooMany('Instructors', 20)),
  duration_hours: wholeNumber('Duration in hours', 10_000),
  class_duration: requiredText('Class duration', 100),
  level: requiredText('Level', 50),
  language: requiredText('Language', 50),
  certificate: z.enum(CERTIFICATE_OPTIONS, { error: f.choice('Certificate', CERTIFICATE_OPTIONS) }),
  published: onOff('Published'),
  lessons: z.array(AdminLessonInputSchema, { error: f.tooMany('Lessons', 200) }).max(200, f.tooMany('Lessons', 200)),
  translations: AdminCourseTranslationsInputSchema,
};

export const { create: AdminCourseCreateSchema, patch: AdminCoursePatchSchema } = writeSchemas(fields, {
  eligibility: fields.eligibility.default(''),
  instructor_names: fields.instructor_names.default([]),
  published: fields.published.default(false),
  lessons: fields.lessons.default([]),
  translations: fields.translations.optional(),
});
export type AdminCourseCreate = z.input<typeof AdminCourseCreateSchema>;
export type AdminCoursePatch = z.input<typeof AdminCoursePatchSchema>;

export const AdminCourseListQuerySchema = listQuerySchema({
  sort: ['title', 'created_at', 'updated_at', 'enrolled'],
  defaultSort: '-created_at',
  filters: { published: yesNoFilter, type_id: idFilter },
});
export type AdminCourseListQuery = z.input<typeof AdminCourseListQuerySchema>;

export const AdminCourseListResponseSchema = listEnvelope(AdminCourseRowSchema);
export type AdminCourseListResponse = z.infer<typeof AdminCourseListResponseSchema>;
export const AdminCourseResponseSchema = recordEnvelope(AdminCourseSchema);
export type AdminCourseResponse = z.infer<typeof AdminCourseResponseSchema>;
