import { asc, count, eq, sql } from 'drizzle-orm';
import {
  AdminCourseCreateSchema,
  AdminCourseListQuerySchema,
  AdminCoursePatchSchema,
  AdminCourseRowSchema,
  AdminCourseSchema,
  courseMessages,
  type AdminLessonInput,
} from '@foundation/contract/admin/courses';
import { fieldMessages } from '@foundation/contract/admin/kit';
import type { FieldErrors } from '@foundation/contract/errors';
import { richTextTranslations } from '@foundation/contract/admin/translations';
import { courses, courseTypes, enrolments, lessons } from '../../../db/schema/index.ts';
import { sanitizeHtml } from '../../../lib/html.ts';
import { translationsOf, translationValues } from '../../back-office/translations.ts';
import { defineResource, publishState } from '../../back-office/kit.ts';
import { keepLearnersOnTheirLesson } from '../../learners/admin/lesson-progress.ts';

// Qualified by hand (see book-categories.ts): an unqualified "id" would be the lesson's own.
const lessonCount = sql<number>`(select count(*)::int from ${lessons} as counted where counted.${sql.identifier(lessons.courseId.name)} = ${courses}.${sql.identifier(courses.id.name)})`;

const columns = {
  id: courses.id,
  title: courses.title,
  image: courses.image,
  typeId: courses.typeId,
  typeTitle: courseTypes.title,
  enrolled: courses.enrolled,
  lessons: lessonCount,
  published: courses.published,
  updatedAt: courses.updatedAt,
};
type Selected = { id: number; title: string; image: string; typeId: number; typeTitle: string; enrolled: number; lessons: number; published: boolean; updatedAt: Date };

const toRow = (r: Selected) => ({
  id: r.id,
  title: r.title,
  image: r.image,
  type_id: r.typeId,
  type_title: r.typeTitle,
  enrolled: r.enrolled,
  lessons: Number(r.lessons),
  ...publishState(r),
});

type LessonItem = Omit<AdminLessonInput, 'description'> & { description: string };

/**
 * Courses of /education, /courseDetail1/:id and the learner's lessons. The public service reads
 * them fresh on every request (no cache to clear) and serves published ones only.
 */
export const courseResource = defineResource({
  name: 'courses',
  label: 'course',
  table: courses,
  id: courses.id,
  schemas: { row: AdminCourseRowSchema, record: AdminCourseSchema, query: AdminCourseListQuerySchema, create: AdminCourseCreateSchema, patch: AdminCoursePatchSchema },
  search: [courses.title],
  sort: { title: sql`lower(${courses.title})`, created_at: courses.createdAt, updated_at: courses.updatedAt, enrolled: courses.enrolled },
  filters: (query) => [
    query.published === undefined ? undefined : eq(courses.published, query.published),
    query.type_id === undefined ? undefined : eq(courses.typeId, query.type_id),
  ],
  rows: async (db, page) =>
    (
      await db
        .select(columns)
        .from(courses)
        .innerJoin(courseTypes, eq(courses.typeId, courseTypes.id))
        .where(page.where)
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset)
    ).map(toRow),
  read: async (db, id) => {
    const [row] = await db.select().from(courses).innerJoin(courseTypes, eq(courses.typeId, courseTypes.id)).where(eq(courses.id, id));
    if (!row) return null;
    const { courses: c, course_types: type } = row;
    const children = await db.select().from(lessons).where(eq(lessons.courseId, id)).orderBy(asc(lessons.position), asc(lessons.id));
    return {
      id: c.id,
      title: c.title,
      image: c.image,
      type_id: c.typeId,
      type_title: type.title,
      enrolled: c.enrolled,
      published: c.published,
      updated_at: c.updatedAt.toISOString(),
      description: c.description,
      eligibility: c.eligibility ?? '',
      instructor_names: c.instructorNames,
      duration_hours: c.durationHours,
      class_duration: c.classDuration,
      level: c.level,
      language: c.language,
      certificate: c.certificate,
      lessons: children.map((l) => ({
        id: l.id,
        title: l.title,
        video_url: l.videoUrl,
        duration: l.duration,
        description: l.description,
        translations: translationsOf(l.translations),
      })),
      translations: translationsOf(c.translations),
      created_at: c.createdAt.toISOString(),
    };
  },
  values: (input) => ({
    title: input.title,
    image: input.image,
    typeId: input.type_id,
    // Stored sanitized (decision 4), so what staff saved is exactly what the Description tab shows.
    description: input.description === undefined ? undefined : sanitizeHtml(input.description),
    // Null is "anyone may join": the course page then hides its Eligibility tab.
    eligibility: input.eligibility === undefined ? undefined : input.eligibility || null,
    instructorNames: input.instructor_names,
    durationHours: input.duration_hours,
    classDuration: input.class_duration,
    level: input.level,
    language: input.language,
    certificate: input.certificate,
    published: input.published,
    translations: translationValues(input.translations, richTextTranslations.courses),
  }),
  check: async (tx, input) => {
    const errors: FieldErrors = {};
    if (input.type_id !== undefined) {
      const [type] = await tx.select({ id: courseTypes.id }).from(courseTypes).where(eq(courseTypes.id, input.type_id));
      if (!type) errors.type_id = [fieldMessages.missing('Course type')];
    }
    return errors;
  },
  children: {
    field: 'lessons',
    table: lessons,
    id: lessons.id,
    parent: lessons.courseId,
    values: (lesson: LessonItem, courseId, position) => ({
      courseId,
      position,
      title: lesson.title,
      videoUrl: lesson.video_url,
      duration: lesson.duration,
      description: lesson.description,
      translations: translationValues(lesson.translations),
    }),
    // A learner's progress is a lesson's position: it follows its lesson (lesson-progress.ts).
    beforeWrite: (tx, courseId, items) => keepLearnersOnTheirLesson(tx, courseId, items),
  },
  deleteGuard: async (tx, id) => {
    const [learners] = await tx.select({ n: count() }).from(enrolments).where(eq(enrolments.courseId, id));
    return learners && learners.n > 0 ? courseMessages.hasLearners(learners.n) : null;
  },
  caches: [],
});
