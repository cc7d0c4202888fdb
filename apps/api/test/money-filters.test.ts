import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DonationFilterOptionsSchema, DonationListResponseSchema, filterMessages } from '@foundation/contract/donation-review';
import { staffMessages } from '@foundation/contract/staff';
import { createCampaign } from './fixtures/donations.ts';
import { insertGift, moneyStaff } from './fixtures/money.ts';
import type { StaffClient } from './fixtures/back-office.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
let finance: StaffClient;
let editor: StaffClient;
const refs: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  finance = await moneyStaff(t, 'finance');
  editor = await moneyStaff(t, 'editor');
  const { campaign } = await createCampaign(t.app.db, { title: 'Winter quilts' });
  const { campaign: other } = await createCampaign(t.app.db, { title: 'Clean water' });
  // Times at the edges of Karachi's days: 18:59 UTC on 1 March is 23:59 on 1 March in Karachi,
  // 19:00 UTC is already 2 March there.
  const gifts = {
    lateFirst: { createdAt: new Date('2026-03-01T18:59:00Z'), paymentMethod: 'easypaisa', category: 'Orphan Care' },
    earlySecond: { createdAt: new Date('2026-03-01T19:00:00Z'), paymentMethod: 'jazz_cash', category: 'orphan care' },
    campaign: { createdAt: new Date('2026-03-05T09:00:00Z'), paymentMethod: 'bank_transfer', moduleCode: 'CAMPAIGN', category: null, campaignId: campaign.id, status: 'verified' },
    otherCampaign: { createdAt: new Date('2026-03-06T09:00:00Z'), paymentMethod: 'card', moduleCode: 'CAMPAIGN', category: null, campaignId: other.id, status: 'succeeded' },
    april: { createdAt: new Date('2026-04-10T09:00:00Z'), paymentMethod: 'easypaisa', category: 'Clean Water' },
  } as const;
  for (const [name, over] of Object.entries(gifts)) refs[name] = (await insertGift(t, over)).reference;
  refs.campaignId = String(campaign.id);
});
afterAll(() => t.close());

async function listed(query: string) {
  const res = await finance.get(`/api/admin/donations?status=all&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return DonationListResponseSchema.parse(res.json());
}
const references = async (query: string) => (await listed(query)).data.map((d) => d.reference).sort();
const names = (...keys: string[]) => keys.map((k) => refs[k]).sort();

describe('donations list filters', () => {
  it('filters by payment method', async () => {
    expect(await references('method=easypaisa')).toEqual(names('lateFirst', 'april'));
    expect(await references('method=card')).toEqual(names('otherCampaign'));
  });

  it('filters by welfare category, whatever its case', async () => {
    expect(await references('category=Orphan%20Care')).toEqual(names('lateFirst', 'earlySecond'));
    expect(await references('category=clean%20water')).toEqual(names('april'));
  });

  it('filters by campaign', async () => {
    expect(await references(`campaign_id=${refs.campaignId}`)).toEqual(names('campaign'));
  });

  it('takes the date range as Karachi days, both ends included', async () => {
    expect(await references('from=2026-03-01&to=2026-03-01')).toEqual(names('lateFirst'));
    expect(await references('from=2026-03-02&to=2026-03-05')).toEqual(names('earlySecond', 'campaign'));
    expect(await references('from=2026-04-01')).toEqual(names('april'));
    expect(await references('to=2026-03-01')).toEqual(names('lateFirst'));
  });

  it('combines filters, and counts each status within the other filters', async () => {
    const list = await listed('from=2026-03-01&to=2026-03-31&method=bank_transfer');
    expect(list.data.map((d) => d.reference)).toEqual([refs.campaign]);
    expect(list.counts).toMatchObject({ verified: 1, all: 1 });
    const march = await listed('from=2026-03-01&to=2026-03-31');
    expect(march.counts).toMatchObject({ pending_review: 2, verified: 1, succeeded: 1, all: 4 });
    const pending = await finance.get('/api/admin/donations?from=2026-03-01&to=2026-03-31');
    expect(DonationListResponseSchema.parse(pending.json()).total).toBe(2);
  });

  it('refuses filters it cannot read, with the field named', async () => {
    const cases: [string, string, string][] = [
      ['from=2026-02-30', 'from', filterMessages.date],
      ['to=yesterday', 'to', filterMessages.date],
      ['from=2026-03-05&to=2026-03-01', 'from', filterMessages.dateOrder],
      ['method=cash', 'method', filterMessages.method],
      ['campaign_id=abc', 'campaign_id', filterMessages.campaign],
    ];
    for (const [query, field, message] of cases) {
      const res = await finance.get(`/api/admin/donations?${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 422 });
      expect(res.json().errors[field]).toEqual([message]);
    }
  });

  it('offers every campaign and every category used as filter choices', async () => {
    const res = await finance.get('/api/admin/donations/filter-options');
    expect(res.statusCode).toBe(200);
    const options = DonationFilterOptionsSchema.parse(res.json());
    expect(options.campaigns.map((c) => c.title)).toEqual(['Clean water', 'Winter quilts']);
    // "Orphan Care" and "orphan care" are one category.
    expect(options.categories.filter((c) => c.toLowerCase() === 'orphan care')).toHaveLength(1);
    expect(options.categories).toContain('Clean Water');
  });

  it('is finance\'s and an admin\'s, not an editor\'s', async () => {
    for (const url of ['/api/admin/donations', '/api/admin/donations/filter-options']) {
      const res = await editor.get(url);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: staffMessages.forbidden });
    }
  });
});
