import { count, eq, sql } from 'drizzle-orm';
import { enrolmentProgress } from '@foundation/contract/admin/inbox-messages';
import { AdminEnrolmentListQuerySchema, AdminEnrolmentRowSchema, AdminEnrolmentSchema, type AdminEnrolment } from '@foundation/contract/admin/enrolments';
import { PERSONAL_FIELDS } from '@foundation/contract/admin/personal-data';
import type { Db } from '../../../db/client.ts';
import { courses, enrolments, lessons } from '../../../db/schema/index.ts';
import { karachiTime, type CsvColumn } from '../../back-office/csv-export.ts';
import { defineResource, type PageQuery } from '../../back-office/kit.ts';

const t = enrolments;

const select = (db: Db) =>
  db
    .select({
      id: t.id,
      learnerId: t.learnerId,
      name: t.name,
      email: t.email,
      phone: t.phone,
      address: t.address,
      courseId: t.courseId,
      courseTitle: courses.title,
      viewIndex: t.viewIndex,
      lessons: sql<number>`(select ${count()} from ${lessons} where ${lessons.courseId} = ${t.courseId})`.mapWith(Number),
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    })
    .from(t)
    .innerJoin(courses, eq(courses.id, t.courseId));
type Selected = Awaited<ReturnType<typeof select>>[number];

const toRow = (r: Selected) => {
  // view_index is the lesson a learner is on, and the number of lessons once they finished (decision 8).
  const progress = { view_index: r.viewIndex, lessons: r.lessons, completed: r.lessons > 0 && r.viewIndex >= r.lessons };
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    course_id: r.courseId,
    course_title: r.courseTitle,
    enrolled_at: r.createdAt.toISOString(),
    ...progress,
    progress: enrolmentProgress(progress),
  };
};
const toRecord = (r: Selected) => ({
  ...toRow(r),
  learner_id: r.learnerId,
  address: r.address as string | null,
  updated_at: r.updatedAt.toISOString(),
  hidden_fields: [] as AdminEnrolment['hidden_fields'],
});
type EnrolmentRecord = ReturnType<typeof toRecord>;

const records = async (db: Db, page: PageQuery) =>
  (await select(db).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRecord);

/** Who is enrolled in which course and how far they are. Learners enrol themselves; staff only read. */
export const enrolmentResource = defineResource({
  name: 'enrolments',
  label: 'enrolment',
  table: t,
  id: t.id,
  schemas: { row: AdminEnrolmentRowSchema, record: AdminEnrolmentSchema, query: AdminEnrolmentListQuerySchema },
  search: [t.name, t.email, t.phone],
  sort: { enrolled_at: t.createdAt, name: sql`lower(${t.name})`, course_title: sql`lower(${courses.title})` },
  filters: (query) => [query.course_id === undefined ? undefined : eq(t.courseId, query.course_id)],
  rows: async (db, page) => (await select(db).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRow),
  read: async (db, id) => {
    const [row] = await select(db).where(eq(t.id, id));
    return row ? toRecord(row) : null;
  },
  caches: [],
  personal: { fields: PERSONAL_FIELDS.enrolments },
});

export const enrolmentCsv: { columns: CsvColumn<EnrolmentRecord>[]; records: typeof records } = {
  records,
  columns: [
    { header: 'Id', value: (r) => r.id },
    { header: 'Enrolled (Karachi)', value: (r) => karachiTime(r.enrolled_at) },
    { header: 'Name', value: (r) => r.name },
    { header: 'E-mail', value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phone },
    { header: 'Address', value: (r) => r.address, personal: 'address' },
    { header: 'Course', value: (r) => r.course_title },
    { header: 'Lessons', value: (r) => r.lessons },
    { header: 'Lessons done', value: (r) => Math.min(r.view_index, r.lessons) },
    { header: 'Progress', value: (r) => r.progress },
  ],
};
