import { count, eq, sql } from 'drizzle-orm';
import {
  AdminCourseTypeCreateSchema,
  AdminCourseTypeListQuerySchema,
  AdminCourseTypePatchSchema,
  AdminCourseTypeRowSchema,
  AdminCourseTypeSchema,
  courseTypeMessages,
} from '@foundation/contract/admin/course-types';
import { courseTypes, courses } from '../../../db/schema/index.ts';
import type { Translations } from '@foundation/contract/admin/translations';
import { translationsOf, translationValues } from '../../back-office/translations.ts';
import { defineResource } from '../../back-office/kit.ts';

/** Courses of the type, drafts included: each would lose its type. */
// Qualified by hand (see book-categories.ts): an unqualified "id" would be the course's own.
const courseCount = sql<number>`(select count(*)::int from ${courses} as counted where counted.${sql.identifier(courses.typeId.name)} = ${courseTypes}.${sql.identifier(courseTypes.id.name)})`;

const columns = { id: courseTypes.id, title: courseTypes.title, courses: courseCount, updatedAt: courseTypes.updatedAt, createdAt: courseTypes.createdAt, translations: courseTypes.translations };
type Selected = { id: number; title: string; courses: number; updatedAt: Date; createdAt: Date; translations: Translations };

const toRow = (r: Selected) => ({ id: r.id, title: r.title, courses: Number(r.courses), updated_at: r.updatedAt.toISOString() });

/** The types a course card and page show; read fresh with every course (no cache to clear). */
export const courseTypeResource = defineResource({
  name: 'course-types',
  label: 'course type',
  table: courseTypes,
  id: courseTypes.id,
  schemas: {
    row: AdminCourseTypeRowSchema,
    record: AdminCourseTypeSchema,
    query: AdminCourseTypeListQuerySchema,
    create: AdminCourseTypeCreateSchema,
    patch: AdminCourseTypePatchSchema,
  },
  search: [courseTypes.title],
  sort: { title: sql`lower(${courseTypes.title})`, courses: courseCount, updated_at: courseTypes.updatedAt },
  rows: async (db, page) =>
    (await db.select(columns).from(courseTypes).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRow),
  read: async (db, id) => {
    const [row] = await db.select(columns).from(courseTypes).where(eq(courseTypes.id, id));
    return row ? { ...toRow(row), translations: translationsOf(row.translations), created_at: row.createdAt.toISOString() } : null;
  },
  values: (input) => ({ title: input.title, translations: translationValues(input.translations) }),
  deleteGuard: async (tx, id) => {
    const [used] = await tx.select({ n: count() }).from(courses).where(eq(courses.typeId, id));
    return used && used.n > 0 ? courseTypeMessages.inUse(used.n) : null;
  },
  caches: [],
});
