import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignResponseSchema, CampaignsResponseSchema, WelfareCategoriesResponseSchema } from '@foundation/contract/campaigns';
import { donations, welfareCategories } from '../src/db/schema/index.ts';
import { newReference } from '../src/services/donations/donations.ts';
import { createCampaign } from './fixtures/donations.ts';
import { createTestApp, expectNotFound, getOk, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Status = (typeof donations.$inferInsert)['status'];
const gift = (campaignId: number, rupees: number, status: Status) => ({
  reference: newReference(),
  moduleCode: 'CAMPAIGN' as const,
  paymentMethod: status.startsWith('pending_') || status === 'verified' || status === 'rejected' ? ('jazz_cash' as const) : ('card' as const),
  status,
  amountPaisa: rupees * 100,
  campaignId,
  phone: '+923001234567',
});

describe('campaigns', () => {
  it('lists nothing on an empty site and answers a JSON 404 for a campaign that does not exist', async () => {
    expect(await getOk(t, '/api/getCampaigns', CampaignsResponseSchema)).toEqual({ data: { campaign_list: [] } });
    await expectNotFound(t, '/api/getSpecificCampaign/');
  });

  it('counts offline gifts, verified receipts and succeeded cards toward the total, and nothing else', async () => {
    const { campaign, tasks } = await createCampaign(t.app.db, {
      target: 250_000,
      offline: 1_000,
      tasks: [
        { title: 'One hand pump', amount: 18_000 },
        { title: 'A month of clean water for a family', amount: 1_500.5 },
      ],
    });
    const other = await createCampaign(t.app.db, { title: 'Winter blankets' });
    await t.app.db.insert(donations).values([
      gift(campaign.id, 500, 'verified'),
      gift(campaign.id, 250, 'succeeded'),
      gift(campaign.id, 300, 'pending_review'),
      gift(campaign.id, 200, 'rejected'),
      gift(campaign.id, 100, 'pending'),
      gift(campaign.id, 50, 'failed'),
      gift(other.campaign.id, 9_999, 'verified'),
    ]);

    const detail = await getOk(t, `/api/getSpecificCampaign/${campaign.id}`, CampaignResponseSchema);
    expect(detail).toEqual({
      data: {
        campaign_detail: {
          id: campaign.id,
          title: 'Clean water for Tharparkar',
          description: campaign.description,
          tags: ['water', 'sindh'],
          image: '/uploads/campaigns/water.jpg',
          total_amount: 1_750,
          target_amount: 250_000,
          tasks: [
            { id: tasks[0]!.id, title: 'One hand pump', task_amount: 18_000 },
            { id: tasks[1]!.id, title: 'A month of clean water for a family', task_amount: 1_500.5 },
          ],
        },
      },
    });

    const list = (await getOk(t, '/api/getCampaigns', CampaignsResponseSchema)).data.campaign_list;
    expect(list.map((c) => [c.id, c.total_amount])).toEqual([
      [other.campaign.id, 9_999],
      [campaign.id, 1_750],
    ]);
    expect(list[1]).not.toHaveProperty('tasks');
  });

  it('hides an unpublished campaign', async () => {
    const { campaign } = await createCampaign(t.app.db, { title: 'Draft appeal', published: false });
    expect((await t.app.inject(`/api/getSpecificCampaign/${campaign.id}`)).statusCode).toBe(404);
    const titles = (await t.app.inject('/api/getCampaigns')).json().data.campaign_list.map((c: { title: string }) => c.title);
    expect(titles).not.toContain('Draft appeal');
  });

  it('serves the welfare categories in the order staff set, published ones only', async () => {
    // The essentials seed may already hold the spec's 22: this test owns the list it checks.
    await t.app.db.delete(welfareCategories);
    await t.app.db.insert(welfareCategories).values([
      { name: 'Handpump', image: '/uploads/welfare/handpump.jpg', position: 4 },
      { name: 'Schooling', image: '/uploads/welfare/schooling.jpg', position: 1 },
      { name: 'Hidden', image: '/uploads/welfare/hidden.jpg', position: 2, published: false },
    ]);
    const { data } = await getOk(t, '/api/welfareCategories', WelfareCategoriesResponseSchema);
    expect(data.category_list.map((c) => [c.name, c.image])).toEqual([
      ['Schooling', '/uploads/welfare/schooling.jpg'],
      ['Handpump', '/uploads/welfare/handpump.jpg'],
    ]);
  });

  it('names each welfare category in the language asked, with the name a gift to it is recorded under', async () => {
    await t.app.db.delete(welfareCategories);
    await t.app.db.insert(welfareCategories).values([{ name: 'Well', image: '/uploads/welfare/well.svg', position: 1, translations: { ur: { name: 'کنواں' } } }]);
    const urdu = await getOk(t, '/api/welfareCategories?lang=ur', WelfareCategoriesResponseSchema);
    expect(urdu.data.category_list.map(({ name, category }) => ({ name, category }))).toEqual([{ name: 'کنواں', category: 'Well' }]);
    const english = await getOk(t, '/api/welfareCategories', WelfareCategoriesResponseSchema);
    expect(english.data.category_list.map(({ name, category }) => ({ name, category }))).toEqual([{ name: 'Well', category: 'Well' }]);
  });
});
