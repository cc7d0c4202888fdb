import { describe, expect, it } from 'vitest';
import { AdminCampaignResponseSchema, type AdminCampaign } from '@foundation/contract/admin/campaigns';
import { campaignMessages, fieldMessages as f, kitMessages } from '@foundation/contract/admin/kit';
import { AdminWelfareCategoryListResponseSchema, AdminWelfareCategoryResponseSchema } from '@foundation/contract/admin/welfare-categories';
import { CampaignResponseSchema, CampaignsResponseSchema, WelfareCategoriesResponseSchema } from '@foundation/contract/campaigns';
import { messages } from '@foundation/contract/common';
import { donationItems, donations, welfareCategories } from '../src/db/schema/index.ts';
import { getOk, type TestContext } from './helpers.ts';
import { withStaffApp, type StaffClient } from './fixtures/back-office.ts';

/**
 * The kit's ordered children (a campaign's tasks, saved with it in one transaction) and ordered
 * resources (welfare categories, reordered in one call).
 */
let t: TestContext;
let staff: StaffClient;

withStaffApp((app, client) => {
  t = app;
  staff = client;
});

const campaignBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Clean water for Tharparkar',
  description: 'Hand pumps for villages that walk hours for water.',
  tags: ['water', 'sindh'],
  image: '/uploads/campaigns/water.jpg',
  target_amount: 500_000,
  tasks: [
    { title: 'One hand pump', amount: 45_000 },
    { title: 'Filtration plant', amount: 250_000.5 },
  ],
  ...overrides,
});

async function createCampaign(overrides: Record<string, unknown> = {}): Promise<AdminCampaign> {
  const res = await staff.post('/api/admin/campaigns', campaignBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return AdminCampaignResponseSchema.parse(res.json()).data;
}

/** A verified gift to one task, as the donation form records it. */
async function giftTo(campaignId: number, taskId: number) {
  const [gift] = await t.database.db
    .insert(donations)
    .values({ reference: `G-${campaignId}-${taskId}-${Math.random()}`, moduleCode: 'CAMPAIGN', paymentMethod: 'jazz_cash', status: 'verified', amountPaisa: 4_500_000, phone: '+923001112233', campaignId })
    .returning();
  await t.database.db.insert(donationItems).values({ donationId: gift!.id, taskId, title: 'One hand pump', amountPaisa: 4_500_000 });
}

describe('a campaign with its tasks', () => {
  it('creates a draft with ordered tasks, publishes it, and the donation page shows them in order', async () => {
    const draft = await createCampaign();
    expect(draft).toMatchObject({ published: false, target_amount: 500_000, offline_amount: 0, tags: ['water', 'sindh'] });
    expect(draft.tasks.map((x) => [x.title, x.amount])).toEqual([['One hand pump', 45_000], ['Filtration plant', 250_000.5]]);
    expect((await getOk(t, '/api/getCampaigns', CampaignsResponseSchema)).data.campaign_list).toEqual([]);

    await staff.patch(`/api/admin/campaigns/${draft.id}`, { published: true });
    const shown = (await getOk(t, `/api/getSpecificCampaign/${draft.id}`, CampaignResponseSchema)).data.campaign_detail;
    expect(shown.tasks.map((x) => [x.id, x.title, x.task_amount])).toEqual(draft.tasks.map((x) => [x.id, x.title, x.amount]));

    await staff.patch(`/api/admin/campaigns/${draft.id}`, { published: false });
    expect((await t.app.inject(`/api/getSpecificCampaign/${draft.id}`)).statusCode).toBe(404);
  });

  it('saves the tasks as sent: reordered, renamed, one added and one removed, keeping the ids that stay', async () => {
    const c = await createCampaign({ published: true, tasks: [{ title: 'A', amount: 1 }, { title: 'B', amount: 2 }, { title: 'C', amount: 3 }] });
    const [a, b, cTask] = c.tasks;
    const res = await staff.patch(`/api/admin/campaigns/${c.id}`, {
      tasks: [{ id: cTask!.id, title: 'C first', amount: 30 }, { title: 'D new', amount: 4 }, { id: a!.id, title: 'A', amount: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = AdminCampaignResponseSchema.parse(res.json()).data;
    expect(saved.tasks.map((x) => x.title)).toEqual(['C first', 'D new', 'A']);
    expect(saved.tasks[0]!.id).toBe(cTask!.id);
    expect(saved.tasks[2]!.id).toBe(a!.id);
    expect(saved.tasks.map((x) => x.id)).not.toContain(b!.id);
    expect(saved.title).toBe(c.title);
    const shown = (await getOk(t, `/api/getSpecificCampaign/${c.id}`, CampaignResponseSchema)).data.campaign_detail;
    expect(shown.tasks.map((x) => x.title)).toEqual(['C first', 'D new', 'A']);
  });

  it('names a bad task by its dotted path, and saves nothing of a refused body', async () => {
    const c = await createCampaign();
    const res = await staff.patch(`/api/admin/campaigns/${c.id}`, {
      title: 'Changed',
      tasks: [{ id: c.tasks[0]!.id, title: 'ok', amount: 10 }, { title: '', amount: -5 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: messages.invalidData,
      errors: { 'tasks.1.title': [f.required('Task')], 'tasks.1.amount': [f.moneyRange('Amount', 21_474_836)] },
    });
    const other = await createCampaign();
    const stolen = await staff.patch(`/api/admin/campaigns/${c.id}`, { title: 'Changed', tasks: [{ id: other.tasks[0]!.id, title: 'mine now', amount: 1 }] });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors).toEqual({ 'tasks.0.id': [kitMessages.childNotOwned] });
    const twice = await staff.patch(`/api/admin/campaigns/${c.id}`, { tasks: [c.tasks[0], c.tasks[0]] });
    expect(twice.json().errors).toEqual({ 'tasks.1.id': [kitMessages.childNotOwned] });
    // The title was in the same body: the whole change was rolled back.
    expect((await staff.get(`/api/admin/campaigns/${c.id}`)).json().data).toEqual(c);
    expect((await staff.get(`/api/admin/campaigns/${other.id}`)).json().data.tasks).toEqual(other.tasks);
  });

  it('refuses to remove a task or delete a campaign that gifts were made to, saying why', async () => {
    const c = await createCampaign({ published: true });
    await giftTo(c.id, c.tasks[0]!.id);
    const removeTask = await staff.patch(`/api/admin/campaigns/${c.id}`, { title: 'Renamed', tasks: [c.tasks[1]] });
    expect(removeTask.statusCode).toBe(409);
    expect(removeTask.json()).toEqual({ message: campaignMessages.taskHasGifts(['One hand pump']) });
    expect((await staff.get(`/api/admin/campaigns/${c.id}`)).json().data).toEqual(c);

    const remove = await staff.del(`/api/admin/campaigns/${c.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toEqual({ message: campaignMessages.hasGifts(1) });

    const unused = await createCampaign();
    expect((await staff.del(`/api/admin/campaigns/${unused.id}`)).statusCode).toBe(204);
    expect((await staff.get(`/api/admin/campaigns/${unused.id}`)).statusCode).toBe(404);
  });
});

describe('welfare categories in their order', () => {
  const carousel = async () => (await getOk(t, '/api/welfareCategories', WelfareCategoriesResponseSchema)).data.category_list;

  it('adds a category last, reorders them all in one call, and the donation form follows', async () => {
    const before = await carousel();
    const res = await staff.post('/api/admin/welfare-categories', { name: 'Flood relief', image: '/uploads/welfare/flood.svg' });
    expect(res.statusCode, res.body).toBe(201);
    const added = AdminWelfareCategoryResponseSchema.parse(res.json()).data;
    expect((await carousel()).map((c) => c.id)).toEqual([...before.map((c) => c.id), added.id]);

    const all = AdminWelfareCategoryListResponseSchema.parse((await staff.get('/api/admin/welfare-categories?per_page=100')).json()).data;
    const reversed = all.map((c) => c.id).reverse();
    const order = await staff.post('/api/admin/welfare-categories/order', { ids: reversed });
    expect(order.statusCode, order.body).toBe(204);
    expect((await carousel()).map((c) => c.id)).toEqual(reversed.filter((id) => before.some((c) => c.id === id) || id === added.id));
    const listed = AdminWelfareCategoryListResponseSchema.parse((await staff.get('/api/admin/welfare-categories?per_page=100')).json()).data;
    expect(listed.map((c) => [c.id, c.position])).toEqual(reversed.map((id, i) => [id, i]));
  });

  it('refuses an order that leaves one out, repeats one or names one that does not exist', async () => {
    const ids = (await t.database.db.select({ id: welfareCategories.id }).from(welfareCategories)).map((r) => r.id);
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999_999], []]) {
      const res = await staff.post('/api/admin/welfare-categories/order', { ids: bad });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: messages.invalidData, errors: { ids: [kitMessages.order] } });
    }
  });

  it('hides an unpublished category from the form', async () => {
    const [first] = await carousel();
    await staff.patch(`/api/admin/welfare-categories/${first!.id}`, { published: false });
    expect((await carousel()).map((c) => c.id)).not.toContain(first!.id);
  });
});
