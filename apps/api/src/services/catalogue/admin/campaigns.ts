import { asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  AdminCampaignCreateSchema,
  AdminCampaignListQuerySchema,
  AdminCampaignPatchSchema,
  AdminCampaignRowSchema,
  AdminCampaignSchema,
  type AdminTaskInput,
} from '@foundation/contract/admin/campaigns';
import { campaignMessages } from '@foundation/contract/admin/kit';
import { rupees, toPaisa } from '@foundation/contract/common';
import { campaigns, donationItems, donations, tasks } from '../../../db/schema/index.ts';
import { CAMPAIGNS } from '../campaigns.ts';
import { refusedFundErrors } from '../../funds/admin/funds.ts';
import { translationsOf, translationValues } from '../../back-office/translations.ts';
import { defineResource, publishState } from '../../back-office/kit.ts';

// Qualified by hand (see book-categories.ts): an unqualified "id" would be the task's own.
const taskCount = sql<number>`(select count(*)::int from ${tasks} as counted where counted.${sql.identifier(tasks.campaignId.name)} = ${campaigns}.${sql.identifier(campaigns.id.name)})`;

const { id, title, image, targetPaisa, published, updatedAt } = getTableColumns(campaigns);
const columns = { id, title, image, targetPaisa, tasks: taskCount, published, updatedAt };
type Selected = { id: number; title: string; image: string; targetPaisa: number; tasks: number; published: boolean; updatedAt: Date };

const toRow = (r: Selected) => ({
  id: r.id,
  title: r.title,
  image: r.image,
  target_amount: rupees(r.targetPaisa),
  tasks: Number(r.tasks),
  ...publishState(r),
});

type TaskItem = Omit<AdminTaskInput, 'amount'> & { amount: number };

/** Campaigns of /donate with their tasks; gifts name both, so neither goes once given to. */
export const campaignResource = defineResource({
  name: 'campaigns',
  label: 'campaign',
  table: campaigns,
  id: campaigns.id,
  schemas: {
    row: AdminCampaignRowSchema,
    record: AdminCampaignSchema,
    query: AdminCampaignListQuerySchema,
    create: AdminCampaignCreateSchema,
    patch: AdminCampaignPatchSchema,
  },
  search: [campaigns.title],
  sort: { title: sql`lower(${campaigns.title})`, target_amount: campaigns.targetPaisa, updated_at: campaigns.updatedAt, created_at: campaigns.createdAt },
  filters: (query) => [query.published === undefined ? undefined : eq(campaigns.published, query.published)],
  rows: async (db, page) =>
    (await db.select(columns).from(campaigns).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRow),
  read: async (db, id) => {
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
    if (!row) return null;
    const children = await db.select().from(tasks).where(eq(tasks.campaignId, id)).orderBy(asc(tasks.position), asc(tasks.id));
    return {
      id: row.id,
      title: row.title,
      image: row.image,
      target_amount: rupees(row.targetPaisa),
      published: row.published,
      updated_at: row.updatedAt.toISOString(),
      description: row.description,
      tags: row.tags,
      offline_amount: rupees(row.offlinePaisa),
      refused_funds: row.refusedFunds,
      tasks: children.map((t) => ({ id: t.id, title: t.title, amount: rupees(t.amountPaisa), translations: translationsOf(t.translations) })),
      translations: translationsOf(row.translations),
      created_at: row.createdAt.toISOString(),
    };
  },
  values: (input) => ({
    title: input.title,
    description: input.description,
    tags: input.tags,
    image: input.image,
    targetPaisa: input.target_amount === undefined ? undefined : toPaisa(input.target_amount),
    offlinePaisa: input.offline_amount === undefined ? undefined : toPaisa(input.offline_amount),
    published: input.published,
    refusedFunds: input.refused_funds,
    translations: translationValues(input.translations),
  }),
  check: (tx, input) => refusedFundErrors(tx, input.refused_funds),
  children: {
    field: 'tasks',
    table: tasks,
    id: tasks.id,
    parent: tasks.campaignId,
    values: (task: TaskItem, campaignId, position) => ({
      campaignId,
      title: task.title,
      amountPaisa: toPaisa(task.amount),
      position,
      translations: translationValues(task.translations),
    }),
    removeGuard: async (tx, ids) => {
      const given = await tx
        .selectDistinct({ title: tasks.title })
        .from(donationItems)
        .innerJoin(tasks, eq(donationItems.taskId, tasks.id))
        .where(inArray(donationItems.taskId, ids));
      return given.length ? campaignMessages.taskHasGifts(given.map((t) => t.title)) : null;
    },
  },
  deleteGuard: async (tx, id) => {
    const [gifts] = await tx.select({ n: count() }).from(donations).where(eq(donations.campaignId, id));
    return gifts && gifts.n > 0 ? campaignMessages.hasGifts(gifts.n) : null;
  },
  caches: [CAMPAIGNS],
});
