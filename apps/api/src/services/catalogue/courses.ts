import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Course, CourseSummary, LearnerCourse } from '@foundation/contract/courses';
import type { Db } from '../../db/client.ts';
import { courses, courseTypes, lessons } from '../../db/schema/index.ts';
import type { Translations } from '@foundation/contract/admin/translations';
import { inLocale, localized, type ContentLocale } from '../../lib/content-language.ts';
import { sanitizeHtml } from '../../lib/html.ts';

const lessonCount = sql<number>`(select count(*) from ${lessons} where ${lessons.courseId} = ${courses.id})`.mapWith(Number);

export const summaryColumns = {
  id: courses.id,
  title: courses.title,
  image: courses.image,
  typeId: courseTypes.id,
  typeTitle: courseTypes.title,
  enrolled: courses.enrolled,
  durationHours: courses.durationHours,
  totalLectures: lessonCount,
  level: courses.level,
  language: courses.language,
  translations: courses.translations,
  typeTranslations: courseTypes.translations,
};

type SummaryRow = {
  id: number;
  title: string;
  image: string;
  typeId: number;
  typeTitle: string;
  enrolled: number;
  durationHours: number;
  totalLectures: number;
  level: string;
  language: string;
  translations: Translations;
  typeTranslations: Translations;
};

/** A course card in the language asked: the course's texts and its type's title. */
export const toSummary = (stored: SummaryRow, locale: ContentLocale = 'en'): CourseSummary => summaryOf(localized(locale, stored), locale);

const summaryOf = (r: Omit<SummaryRow, 'translations'>, locale: ContentLocale): CourseSummary => ({
  id: r.id,
  title: r.title,
  image: r.image,
  type: { id: r.typeId, title: inLocale(locale, r.typeTitle, r.typeTranslations, 'title') },
  enrolled: r.enrolled,
  duration_hours: r.durationHours,
  total_lectures: r.totalLectures,
  level: r.level,
  language: r.language,
});

/** Published courses, newest first; `limit` for the home page's latest six. */
export async function listCourses(db: Db, locale: ContentLocale = 'en', limit?: number): Promise<CourseSummary[]> {
  const query = db
    .select(summaryColumns)
    .from(courses)
    .innerJoin(courseTypes, eq(courses.typeId, courseTypes.id))
    .where(eq(courses.published, true))
    .orderBy(desc(courses.createdAt), desc(courses.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((row) => toSummary(row, locale));
}

const hours = (n: number, locale: ContentLocale) =>
  locale === 'ur' ? `${n} ${n === 1 ? 'گھنٹہ' : 'گھنٹے'}` : `${n} ${n === 1 ? 'hour' : 'hours'}`;

async function loadCourse(db: Db, id: number, publishedOnly: boolean, locale: ContentLocale) {
  const where = publishedOnly ? and(eq(courses.id, id), eq(courses.published, true)) : eq(courses.id, id);
  const [stored] = await db
    .select({
      ...summaryColumns,
      description: courses.description,
      eligibility: courses.eligibility,
      instructorNames: courses.instructorNames,
      classDuration: courses.classDuration,
      certificate: courses.certificate,
    })
    .from(courses)
    .innerJoin(courseTypes, eq(courses.typeId, courseTypes.id))
    .where(where);
  if (!stored) return null;
  const row = localized(locale, stored);
  const lessonRows = await db
    .select({
      id: lessons.id,
      title: lessons.title,
      duration: lessons.duration,
      videoUrl: lessons.videoUrl,
      description: lessons.description,
      translations: lessons.translations,
    })
    .from(lessons)
    .where(eq(lessons.courseId, id))
    .orderBy(asc(lessons.position), asc(lessons.id));
  const course: Omit<Course, 'videos2'> = {
    ...summaryOf(row, locale),
    // Sanitized on save by the back office and again here, as the design asks. Eligibility is
    // plain text (the pages render it as text), so it needs no sanitizing.
    description: sanitizeHtml(row.description),
    eligibility: row.eligibility?.trim() ? row.eligibility : null,
    instructor_name_list: row.instructorNames,
    total_course_duration: hours(row.durationHours, locale),
    class_duration: row.classDuration,
    certificate: row.certificate,
  };
  return { course, lessons: lessonRows.map((lesson) => localized(locale, lesson)) };
}

/** The public course page: the curriculum is listed, the videos are not. */
export async function findCourse(db: Db, id: number, locale: ContentLocale = 'en'): Promise<Course | null> {
  const found = await loadCourse(db, id, true, locale);
  if (!found) return null;
  return { ...found.course, videos2: found.lessons.map(({ id, title, duration }) => ({ id, title, duration })) };
}

/**
 * The course as an enrolled learner sees it, videos included. Unpublishing a course hides it from
 * the public, not from the people already learning it.
 */
export async function findLearnerCourse(db: Db, id: number, locale: ContentLocale = 'en'): Promise<LearnerCourse | null> {
  const found = await loadCourse(db, id, false, locale);
  if (!found) return null;
  return {
    ...found.course,
    videos: found.lessons.map((l) => ({ video_url: l.videoUrl })),
    videos2: found.lessons.map((l) => ({
      id: l.id,
      title: l.title,
      duration: l.duration,
      video_url: l.videoUrl,
      description: l.description,
      youtube_details: { video: { snippet: { title: l.title } } },
    })),
  };
}

/** Lessons of a course, for bounding a learner's progress. */
export async function countLessons(db: Db, courseId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(lessons).where(eq(lessons.courseId, courseId));
  return row?.n ?? 0;
}

/** Whether a course exists and is open for enrolment. */
export async function isPublished(db: Db, courseId: number): Promise<boolean> {
  const [row] = await db.select({ id: courses.id }).from(courses).where(and(eq(courses.id, courseId), eq(courses.published, true)));
  return Boolean(row);
}
