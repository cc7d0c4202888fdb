import { count, eq, sql } from 'drizzle-orm';
import {
  AdminLectureCategoryCreateSchema,
  AdminLectureCategoryListQuerySchema,
  AdminLectureCategoryPatchSchema,
  AdminLectureCategoryRowSchema,
  AdminLectureCategorySchema,
  lectureCategoryMessages,
} from '@foundation/contract/admin/lecture-categories';
import { lectureCategories, lectures } from '../../../db/schema/index.ts';
import type { Translations } from '@foundation/contract/admin/translations';
import { translationsOf, translationValues } from '../../back-office/translations.ts';
import { defineResource } from '../../back-office/kit.ts';

/** Lectures filed under the category, drafts included: each would lose its category. */
// Qualified by hand (see book-categories.ts): inside the subquery an unqualified "id" would be the lecture's own.
const lectureCount = sql<number>`(select count(*)::int from ${lectures} as counted where counted.${sql.identifier(lectures.categoryId.name)} = ${lectureCategories}.${sql.identifier(lectureCategories.id.name)})`;

const columns = { id: lectureCategories.id, title: lectureCategories.title, lectures: lectureCount, updatedAt: lectureCategories.updatedAt, createdAt: lectureCategories.createdAt, translations: lectureCategories.translations };
type Selected = { id: number; title: string; lectures: number; updatedAt: Date; createdAt: Date; translations: Translations };

const toRow = (r: Selected) => ({ id: r.id, title: r.title, lectures: Number(r.lectures), updated_at: r.updatedAt.toISOString() });

/** The media page's lecture categories; read uncached by services/catalogue/lectures.ts, so nothing to clear. */
export const lectureCategoryResource = defineResource({
  name: 'lecture-categories',
  label: 'lecture category',
  table: lectureCategories,
  id: lectureCategories.id,
  schemas: {
    row: AdminLectureCategoryRowSchema,
    record: AdminLectureCategorySchema,
    query: AdminLectureCategoryListQuerySchema,
    create: AdminLectureCategoryCreateSchema,
    patch: AdminLectureCategoryPatchSchema,
  },
  search: [lectureCategories.title],
  sort: { title: sql`lower(${lectureCategories.title})`, lectures: lectureCount, updated_at: lectureCategories.updatedAt },
  rows: async (db, page) =>
    (await db.select(columns).from(lectureCategories).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRow),
  read: async (db, id) => {
    const [row] = await db.select(columns).from(lectureCategories).where(eq(lectureCategories.id, id));
    return row ? { ...toRow(row), translations: translationsOf(row.translations), created_at: row.createdAt.toISOString() } : null;
  },
  values: (input) => ({ title: input.title, translations: translationValues(input.translations) }),
  deleteGuard: async (tx, id) => {
    const [used] = await tx.select({ n: count() }).from(lectures).where(eq(lectures.categoryId, id));
    return used && used.n > 0 ? lectureCategoryMessages.inUse(used.n) : null;
  },
  caches: [],
});
