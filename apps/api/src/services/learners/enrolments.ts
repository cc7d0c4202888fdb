import { and, desc, eq, sql } from 'drizzle-orm';
import type { EnrolBody } from '@foundation/contract/enrolments';
import type { Db } from '../../db/client.ts';
import { courses, courseTypes, enrolments } from '../../db/schema/index.ts';
import type { ContentLocale } from '../../lib/content-language.ts';
import { countLessons, findLearnerCourse, isPublished, summaryColumns, toSummary } from '../catalogue/courses.ts';

type EnrolDetails = Omit<EnrolBody, 'course_id'>;
export type EnrolOutcome = 'enrolled' | 'already-enrolled' | 'unavailable';

/**
 * Enrols a learner, inside the caller's transaction: the enrolment and the course's enrolled
 * count change together or not at all. Enrolling again only refreshes the contact details.
 */
export async function enrolIn(tx: Db, learnerId: number, courseId: number, details: EnrolDetails): Promise<EnrolOutcome> {
  if (!(await isPublished(tx, courseId))) return 'unavailable';
  const inserted = await tx
    .insert(enrolments)
    .values({ learnerId, courseId, ...details })
    .onConflictDoNothing({ target: [enrolments.learnerId, enrolments.courseId] })
    .returning({ id: enrolments.id });
  if (inserted.length === 0) {
    await tx
      .update(enrolments)
      .set(details)
      .where(and(eq(enrolments.learnerId, learnerId), eq(enrolments.courseId, courseId)));
    return 'already-enrolled';
  }
  await tx
    .update(courses)
    .set({ enrolled: sql`${courses.enrolled} + 1` })
    .where(eq(courses.id, courseId));
  return 'enrolled';
}

export function enrol(db: Db, learnerId: number, body: EnrolBody): Promise<EnrolOutcome> {
  const { course_id, ...details } = body;
  return db.transaction((tx) => enrolIn(tx, learnerId, course_id, details));
}

/** getMyCourses: the learner's enrolments with their course, most recent first. */
export async function listMyCourses(db: Db, learnerId: number, locale: ContentLocale = 'en') {
  const rows = await db
    .select({ enrolmentId: enrolments.id, viewIndex: enrolments.viewIndex, ...summaryColumns })
    .from(enrolments)
    .innerJoin(courses, eq(enrolments.courseId, courses.id))
    .innerJoin(courseTypes, eq(courses.typeId, courseTypes.id))
    .where(eq(enrolments.learnerId, learnerId))
    .orderBy(desc(enrolments.createdAt), desc(enrolments.id));
  return rows.map(({ enrolmentId, viewIndex, ...course }) => ({
    id: enrolmentId,
    view_index: clamp(viewIndex, course.totalLectures),
    course: toSummary(course, locale),
  }));
}

async function findEnrolment(db: Db, learnerId: number, courseId: number) {
  const [row] = await db
    .select({ id: enrolments.id, viewIndex: enrolments.viewIndex })
    .from(enrolments)
    .where(and(eq(enrolments.learnerId, learnerId), eq(enrolments.courseId, courseId)));
  return row ?? null;
}

/**
 * A learner's `view_index` (decision 8) is the lesson they are on, and so also how many they have
 * done: 0 to lessons - 1 names a lesson, `lessons` (one past the last) means they finished the
 * course. An index past the end (a course whose lessons went before staff changes kept learners
 * in place) reads as finished; a course with no lessons answers 0.
 */
const clamp = (index: number, lessons: number) => Math.max(0, Math.min(index, lessons));

/** myCourseDetail: null unless this learner is enrolled in the course. */
export async function findMyCourse(db: Db, learnerId: number, courseId: number, locale: ContentLocale = 'en') {
  const enrolment = await findEnrolment(db, learnerId, courseId);
  const course = enrolment && (await findLearnerCourse(db, courseId, locale));
  if (!enrolment || !course) return null;
  return { course, view_index: clamp(enrolment.viewIndex, course.videos2.length) };
}

export type ProgressOutcome = { status: 'saved'; viewIndex: number } | { status: 'not-enrolled' } | { status: 'out-of-range'; lessons: number };

/**
 * updateCourseViewIndex: the index names one of the course's lessons, or is their number when the
 * learner pressed Completed on the last one (the course is finished); a course without lessons
 * takes none. We keep the furthest lesson reached, so revisiting an early lesson on one device
 * does not rewind another, nor a finished course.
 */
export async function saveProgress(db: Db, learnerId: number, courseId: number, viewIndex: number): Promise<ProgressOutcome> {
  const enrolment = await findEnrolment(db, learnerId, courseId);
  if (!enrolment) return { status: 'not-enrolled' };
  const lessons = await countLessons(db, courseId);
  if (lessons === 0 || viewIndex > lessons) return { status: 'out-of-range', lessons };
  const [row] = await db
    .update(enrolments)
    .set({ viewIndex: sql`greatest(${enrolments.viewIndex}, ${viewIndex})` })
    .where(eq(enrolments.id, enrolment.id))
    .returning({ viewIndex: enrolments.viewIndex });
  return { status: 'saved', viewIndex: row?.viewIndex ?? viewIndex };
}
