import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { rupees } from '@foundation/contract/common';
import type { Translations } from '@foundation/contract/admin/translations';
import type { Campaign, Task, WelfareCategory } from '@foundation/contract/campaigns';
import type { Db } from '../../db/client.ts';
import { campaigns, donations, tasks, welfareCategories } from '../../db/schema/index.ts';
import { localized, type ContentLocale } from '../../lib/content-language.ts';

/** The cache name a staff change to campaigns or welfare categories is published under (lib/cache-bus.ts). */
export const CAMPAIGNS = 'campaigns';

/**
 * Raised so far: gifts recorded by staff plus receipts staff verified and card payments that
 * succeeded, each for what arrived (a partly paid gift counts its received amount). Pending,
 * rejected and failed gifts never count. bigint: a campaign may pass 21 million rupees.
 */
function campaignsWithTotals(db: Db) {
  const raised = db
    .select({ campaignId: donations.campaignId, paisa: sql<string>`sum(coalesce(${donations.receivedPaisa}, ${donations.amountPaisa}))::bigint`.as('raised_paisa') })
    .from(donations)
    .where(inArray(donations.status, ['verified', 'succeeded']))
    .groupBy(donations.campaignId)
    .as('raised');
  return db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      description: campaigns.description,
      tags: campaigns.tags,
      image: campaigns.image,
      translations: campaigns.translations,
      targetPaisa: campaigns.targetPaisa,
      raisedPaisa: sql<number>`${campaigns.offlinePaisa} + coalesce(${raised.paisa}, 0)`.mapWith(Number),
    })
    .from(campaigns)
    .leftJoin(raised, eq(raised.campaignId, campaigns.id))
    .$dynamic();
}

type CampaignRow = { id: number; title: string; description: string; tags: string[]; image: string; targetPaisa: number; raisedPaisa: number };
type StoredCampaignRow = CampaignRow & { translations: Translations };

/** A campaign in the language asked. */
const toCampaign = (locale: ContentLocale, stored: StoredCampaignRow): Campaign => campaignOf(localized(locale, stored));

const campaignOf = ({ targetPaisa, raisedPaisa, ...rest }: CampaignRow): Campaign => ({
  ...rest,
  total_amount: rupees(raisedPaisa),
  target_amount: rupees(targetPaisa),
});

const toTask = (t: { id: number; title: string; amountPaisa: number }): Task => ({
  id: t.id,
  title: t.title,
  task_amount: rupees(t.amountPaisa),
});

/** Published campaigns, newest first. */
export async function listCampaigns(db: Db, locale: ContentLocale = 'en'): Promise<Campaign[]> {
  const rows = await campaignsWithTotals(db).where(eq(campaigns.published, true)).orderBy(desc(campaigns.id));
  return rows.map((row) => toCampaign(locale, row));
}

export async function findCampaign(db: Db, id: number, locale: ContentLocale = 'en') {
  const [row] = await campaignsWithTotals(db).where(and(eq(campaigns.id, id), eq(campaigns.published, true)));
  if (!row) return null;
  const taskRows = await db.select().from(tasks).where(eq(tasks.campaignId, id)).orderBy(asc(tasks.position), asc(tasks.id));
  return { ...toCampaign(locale, row), tasks: taskRows.map((task) => toTask(localized(locale, task))) };
}

/** Whether a published campaign with this id exists. */
export async function campaignExists(db: Db, id: number) {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.published, true)));
  return Boolean(row);
}

/** The tasks with these ids, as stored (amounts in paisa); missing ids are simply absent. */
export function findTasks(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: tasks.id, title: tasks.title, amountPaisa: tasks.amountPaisa, campaignId: tasks.campaignId })
    .from(tasks)
    .where(inArray(tasks.id, ids));
}

/** The 22 welfare categories of the donation form's carousel, in the order staff set. */
export async function listWelfareCategories(db: Db, locale: ContentLocale = 'en'): Promise<WelfareCategory[]> {
  const rows = await db
    .select({ id: welfareCategories.id, name: welfareCategories.name, image: welfareCategories.image, translations: welfareCategories.translations })
    .from(welfareCategories)
    .where(eq(welfareCategories.published, true))
    .orderBy(asc(welfareCategories.position), asc(welfareCategories.id));
  return rows.map((row) => ({ ...localized(locale, row), category: row.name }));
}
