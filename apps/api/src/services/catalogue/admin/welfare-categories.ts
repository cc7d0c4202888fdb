import { eq, sql } from 'drizzle-orm';
import {
  AdminWelfareCategoryCreateSchema,
  AdminWelfareCategoryListQuerySchema,
  AdminWelfareCategoryPatchSchema,
  AdminWelfareCategoryRowSchema,
  AdminWelfareCategorySchema,
} from '@foundation/contract/admin/welfare-categories';
import { welfareCategories } from '../../../db/schema/index.ts';
import { CAMPAIGNS } from '../campaigns.ts';
import { refusedFundErrors } from '../../funds/admin/funds.ts';
import { translationsOf, translationValues } from '../../back-office/translations.ts';
import { defineResource, publishState } from '../../back-office/kit.ts';

type Row = typeof welfareCategories.$inferSelect;

const toRow = (r: Row) => ({ id: r.id, name: r.name, image: r.image, position: r.position, ...publishState(r) });

/** The donation form's welfare carousel, in the order staff set. Gifts name a category by its text, never its id. */
export const welfareCategoryResource = defineResource({
  name: 'welfare-categories',
  label: 'welfare category',
  table: welfareCategories,
  id: welfareCategories.id,
  schemas: {
    row: AdminWelfareCategoryRowSchema,
    record: AdminWelfareCategorySchema,
    query: AdminWelfareCategoryListQuerySchema,
    create: AdminWelfareCategoryCreateSchema,
    patch: AdminWelfareCategoryPatchSchema,
  },
  search: [welfareCategories.name],
  sort: { position: welfareCategories.position, name: sql`lower(${welfareCategories.name})`, updated_at: welfareCategories.updatedAt },
  filters: (query) => [query.published === undefined ? undefined : eq(welfareCategories.published, query.published)],
  rows: async (db, page) =>
    (await db.select().from(welfareCategories).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRow),
  read: async (db, id) => {
    const [row] = await db.select().from(welfareCategories).where(eq(welfareCategories.id, id));
    return row ? { ...toRow(row), refused_funds: row.refusedFunds, translations: translationsOf(row.translations), created_at: row.createdAt.toISOString() } : null;
  },
  values: (input) => ({ name: input.name, image: input.image, published: input.published, refusedFunds: input.refused_funds, translations: translationValues(input.translations) }),
  check: (tx, input) => refusedFundErrors(tx, input.refused_funds),
  /** A new one goes last. */
  createValues: () => ({ position: sql`(select coalesce(max(${welfareCategories.position}), -1) + 1 from ${welfareCategories})` }),
  order: welfareCategories.position,
  caches: [CAMPAIGNS],
});
