import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportSummaryResponseSchema, reportMessages } from '@foundation/contract/admin/reports';
import { staffMessages } from '@foundation/contract/staff';
import { reportSummary } from '../src/services/reports/reports.ts';
import { createCampaign } from './fixtures/donations.ts';
import { insertGift, moneyStaff } from './fixtures/money.ts';
import type { StaffClient } from './fixtures/back-office.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/** Karachi is UTC+5 all year (no daylight saving since 2009): the start of its day, month, year. */
function karachiStart(now: Date, unit: 'day' | 'month' | 'year') {
  const k = new Date(now.getTime() + 5 * 3_600_000);
  const y = k.getUTCFullYear();
  const mo = unit === 'year' ? 0 : k.getUTCMonth();
  const d = unit === 'day' ? k.getUTCDate() : 1;
  return new Date(Date.UTC(y, mo, d) - 5 * 3_600_000);
}
const monthKey = (at: Date) => new Date(at.getTime() + 5 * 3_600_000).toISOString().slice(0, 7);

describe('money dashboard', () => {
  let t: TestContext;
  let finance: StaffClient;
  beforeAll(async () => {
    t = await createTestApp();
    finance = await moneyStaff(t, 'finance');
  });
  afterAll(() => t.close());

  it('adds up what arrived today, this month and this year, by method, kind, category and campaign, and the last 12 months', async () => {
    const now = new Date();
    const latest = (a: Date) => new Date(Math.min(a.getTime(), now.getTime() - 1000));
    const today = latest(new Date(Math.max(now.getTime() - 60_000, karachiStart(now, 'day').getTime())));
    const month = latest(new Date(karachiStart(now, 'month').getTime() + 30_000));
    const year = latest(new Date(karachiStart(now, 'year').getTime() + 30_000));
    const lastYear = new Date(karachiStart(now, 'year').getTime() - 86_400_000);
    const longAgo = new Date(karachiStart(now, 'year').getTime() - 400 * 86_400_000);
    const { campaign: quilts } = await createCampaign(t.app.db, { title: 'Winter quilts' });
    const { campaign: water } = await createCampaign(t.app.db, { title: 'Clean water' });

    // [when, rupees pledged, rupees received (partial) or null, status, method, module, category, campaign]
    const set = [
      [today, 1000, null, 'verified', 'jazz_cash', 'DONATION', 'Orphan Care', null],
      [today, 2500, null, 'succeeded', 'card', 'CAMPAIGN', null, quilts.id],
      [today, 3000, 1200, 'verified', 'easypaisa', 'DONATION', 'Clean Water', null],
      [month, 4000, null, 'verified', 'bank_transfer', 'CAMPAIGN', null, water.id],
      [year, 500, null, 'verified', 'jazz_cash', 'DONATION', 'Orphan Care', null],
      [year, 850, null, 'succeeded', 'card', 'BOOK', null, null],
      [lastYear, 7000, null, 'verified', 'jazz_cash', 'DONATION', 'Orphan Care', null],
      [longAgo, 9000, null, 'verified', 'jazz_cash', 'DONATION', 'Orphan Care', null],
      // Never counted as received: waiting, rejected, failed, processing.
      [today, 700, null, 'pending_review', 'jazz_cash', 'DONATION', 'Orphan Care', null],
      [month, 300, null, 'pending_review', 'easypaisa', 'CAMPAIGN', null, quilts.id],
      [today, 111, null, 'rejected', 'jazz_cash', 'DONATION', 'Orphan Care', null],
      [today, 222, null, 'failed', 'card', 'DONATION', 'Orphan Care', null],
      [today, 333, null, 'pending', 'card', 'DONATION', 'Orphan Care', null],
    ] as const;
    for (const [createdAt, pledged, received, status, paymentMethod, moduleCode, category, campaignId] of set) {
      await insertGift(t, { createdAt, amountPaisa: pledged * 100, receivedPaisa: received === null ? null : received * 100, status, paymentMethod, moduleCode, category, campaignId });
    }

    // What each counts as, by plain arithmetic over the set.
    const confirmed = set.filter((g) => g[3] === 'verified' || g[3] === 'succeeded');
    const arrived = (g: (typeof set)[number]) => g[2] ?? g[1];
    const sumSince = (from: Date) => {
      const gifts = confirmed.filter((g) => g[0] >= from);
      return { amount: gifts.reduce((s, g) => s + arrived(g), 0), count: gifts.length };
    };

    const res = await finance.get('/api/admin/reports/summary');
    expect(res.statusCode, res.body).toBe(200);
    const data = ReportSummaryResponseSchema.parse(res.json()).data;
    expect(data.period).toBe('year');
    expect(data.time_zone).toBe('Asia/Karachi');
    expect(data.totals).toEqual({ today: sumSince(karachiStart(now, 'day')), month: sumSince(karachiStart(now, 'month')), year: sumSince(karachiStart(now, 'year')) });
    // Spelled out once, so the arithmetic above is checked too (on any day but the year's first).
    if (today > year) expect(data.totals.year).toEqual({ amount: 1000 + 2500 + 1200 + 4000 + 500 + 850, count: 6 });
    expect(data.pending).toEqual({ amount: 1000, count: 2 });

    expect(data.by_method).toEqual([
      { method: 'bank_transfer', amount: 4000, count: 1 },
      { method: 'card', amount: 3350, count: 2 },
      { method: 'jazz_cash', amount: 1500, count: 2 },
      { method: 'easypaisa', amount: 1200, count: 1 },
    ]);
    expect(data.by_module).toEqual([
      { module_code: 'CAMPAIGN', amount: 6500, count: 2 },
      { module_code: 'DONATION', amount: 2700, count: 3 },
      { module_code: 'BOOK', amount: 850, count: 1 },
    ]);
    expect(data.by_category).toEqual([
      { category: 'Orphan Care', amount: 1500, count: 2 },
      { category: 'Clean Water', amount: 1200, count: 1 },
    ]);
    expect(data.by_campaign).toEqual([
      { campaign_id: water.id, title: 'Clean water', amount: 4000, count: 1 },
      { campaign_id: quilts.id, title: 'Winter quilts', amount: 2500, count: 1 },
    ]);

    expect(data.months).toHaveLength(12);
    expect(data.months.at(-1)!.month).toBe(monthKey(now));
    const expectedMonths = new Map<string, { amount: number; count: number }>();
    for (const g of confirmed) {
      const key = monthKey(g[0]);
      const m = expectedMonths.get(key) ?? { amount: 0, count: 0 };
      expectedMonths.set(key, { amount: m.amount + arrived(g), count: m.count + 1 });
    }
    for (const m of data.months) expect(m).toEqual({ month: m.month, ...(expectedMonths.get(m.month) ?? { amount: 0, count: 0 }) });
    // 400 days ago is outside the chart; the day before this year began is inside it.
    expect(data.months.map((m) => m.month)).not.toContain(monthKey(longAgo));
    expect(data.months.map((m) => m.month)).toContain(monthKey(lastYear));

    const all = ReportSummaryResponseSchema.parse((await finance.get('/api/admin/reports/summary?period=all')).json()).data;
    expect(all.by_category).toEqual([
      { category: 'Orphan Care', amount: 17500, count: 4 },
      { category: 'Clean Water', amount: 1200, count: 1 },
    ]);
    const todayOnly = ReportSummaryResponseSchema.parse((await finance.get('/api/admin/reports/summary?period=today')).json()).data;
    expect(todayOnly.by_method.reduce((s, r) => s + r.amount, 0)).toBe(data.totals.today.amount);
    expect((await finance.get('/api/admin/reports/summary?period=week')).json().errors).toEqual({ period: [reportMessages.period] });
  });

  it('is finance\'s and an admin\'s, not an editor\'s', async () => {
    const editor = await moneyStaff(t, 'editor');
    const res = await editor.get('/api/admin/reports/summary');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: staffMessages.forbidden });
    const admin = await moneyStaff(t, 'admin');
    expect((await admin.get('/api/admin/reports/summary')).statusCode).toBe(200);
  });
});

describe('money dashboard in Karachi time', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts a gift at 23:59 in Karachi in that day, whatever the server clock says', async () => {
    // 19:30 UTC on 1 March is 00:30 on 2 March in Karachi.
    const now = new Date('2026-03-01T19:30:00Z');
    await insertGift(t, { createdAt: new Date('2026-03-01T18:59:00Z'), status: 'verified', amountPaisa: 100_000 });
    await insertGift(t, { createdAt: new Date('2026-03-01T19:10:00Z'), status: 'verified', amountPaisa: 20_000 });
    await insertGift(t, { createdAt: new Date('2026-02-28T18:30:00Z'), status: 'verified', amountPaisa: 3_000 });
    // After `now`: not yet there when the figures were read.
    await insertGift(t, { createdAt: new Date('2026-03-01T20:00:00Z'), status: 'verified', amountPaisa: 99_900 });
    const data = await reportSummary(t.app.db, 'today', now);
    // 18:59 UTC on 1 March is 23:59 on 1 March in Karachi: yesterday, but this month.
    expect(data.totals).toEqual({ today: { amount: 200, count: 1 }, month: { amount: 1200, count: 2 }, year: { amount: 1230, count: 3 } });
    // 18:30 UTC on 28 February is 23:30 that day in Karachi: February's.
    expect(data.months.slice(-2)).toEqual([
      { month: '2026-02', amount: 30, count: 1 },
      { month: '2026-03', amount: 1200, count: 2 },
    ]);
    expect(data.months[0]!.month).toBe('2025-04');
  });
});
