import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DonationFilterSchema } from '@foundation/contract/donation-review';
import { staffMessages } from '@foundation/contract/staff';
import { donationCsv } from '../src/services/donations/donation-export.ts';
import { createCampaign } from './fixtures/donations.ts';
import { insertGift, moneyStaff } from './fixtures/money.ts';
import type { StaffClient } from './fixtures/back-office.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { parseCsv } from './fixtures/csv.ts';


const HEADER = [
  'Reference',
  'Date (Karachi)',
  'Status',
  'Method',
  'For',
  'Category',
  'Campaign',
  'Book',
  'Items',
  'Fund',
  'Pledged (Rs)',
  'Received (Rs)',
  'Donor',
  'E-mail',
  'Phone',
  'City',
  'Country',
  'Transaction id',
  'Reviewed by',
  'Reviewed at (Karachi)',
  'Note',
];

let t: TestContext;
let finance: StaffClient;
let campaignId: number;
beforeAll(async () => {
  t = await createTestApp();
  finance = await moneyStaff(t, 'finance');
  campaignId = (await createCampaign(t.app.db, { title: 'Winter quilts' })).campaign.id;
});
afterAll(() => t.close());

async function exported(query: string) {
  const res = await finance.get(`/api/admin/donations/export.csv?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('donations CSV export', () => {
  it('is UTF-8 with a byte order mark, a header row and every field a bookkeeper needs, amounts in rupees', async () => {
    const gift = await insertGift(t, {
      createdAt: new Date('2026-05-01T20:30:00Z'),
      reviewedAt: new Date('2026-05-02T05:00:00Z'),
      moduleCode: 'CAMPAIGN',
      category: null,
      campaignId,
      status: 'verified',
      paymentMethod: 'bank_transfer',
      amountPaisa: 500_050,
      receivedPaisa: 300_000,
      firstName: 'علی',
      lastName: 'Raza, Jr.',
      email: 'ali@example.pk',
      phone: '+923001234567',
      city: 'Lahore',
      country: 'Pakistan',
      transactionId: 'HBL-42',
      reviewNote: 'Two "parts" expected',
    });
    const res = await exported('status=all&from=2026-05-01&to=2026-05-31');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="donations-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(HEADER.map((h, i) => [h, rows[1]![i]]));
    expect(row).toEqual({
      Reference: gift.reference,
      // 20:30 UTC on 1 May is 01:30 on 2 May in Karachi.
      'Date (Karachi)': '2026-05-02 01:30',
      Status: 'Verified',
      Method: 'Bank transfer',
      For: 'Campaign',
      Category: '',
      Campaign: 'Winter quilts',
      Book: '',
      Items: 'General donation (Rs 5000.50)',
      // Written straight to the table: no fund lines.
      Fund: '',
      'Pledged (Rs)': '5000.50',
      'Received (Rs)': '3000.00',
      Donor: 'علی Raza, Jr.',
      'E-mail': 'ali@example.pk',
      // A phone's leading + would start a formula in a spreadsheet: it is quoted like any other.
      Phone: "'+923001234567",
      City: 'Lahore',
      Country: 'Pakistan',
      'Transaction id': 'HBL-42',
      'Reviewed by': '',
      'Reviewed at (Karachi)': '2026-05-02 10:00',
      Note: 'Two "parts" expected',
    });
  });

  it('neutralises what a spreadsheet would run as a formula (OWASP CSV injection)', async () => {
    const names = ['=HYPERLINK("http://evil.example","x")', '+SUM(1,2)', '-2+3', '@cmd', '\tTAB', '\rCR'];
    for (const [i, name] of names.entries()) {
      await insertGift(t, { createdAt: new Date(Date.UTC(2026, 6, 1 + i, 6)), firstName: name, city: '=1+1', phone: '03001234567' });
    }
    const rows = parseCsv((await exported('status=all&from=2026-07-01&to=2026-07-31')).rawPayload.subarray(3).toString('utf8'));
    expect(rows).toHaveLength(names.length + 1);
    const donors = rows.slice(1).map((r) => r[HEADER.indexOf('Donor')]);
    expect(donors.sort()).toEqual(names.map((n) => `'${n}`).sort());
    for (const r of rows.slice(1)) {
      expect(r[HEADER.indexOf('City')]).toBe("'=1+1");
      expect(r[HEADER.indexOf('Phone')]).toBe('03001234567');
      // Amounts stay numbers a spreadsheet can add up.
      expect(r[HEADER.indexOf('Pledged (Rs)')]).toBe('1000.00');
    }
  });

  it('holds exactly the filtered list, newest first', async () => {
    for (const [day, method] of [[10, 'jazz_cash'], [11, 'easypaisa'], [12, 'jazz_cash'], [13, 'card']] as const) {
      await insertGift(t, { createdAt: new Date(Date.UTC(2026, 8, day, 6)), paymentMethod: method, status: method === 'card' ? 'succeeded' : 'pending_review' });
    }
    const rows = parseCsv((await exported('status=all&method=jazz_cash&from=2026-09-01&to=2026-09-30')).rawPayload.subarray(3).toString('utf8'));
    expect(rows.slice(1).map((r) => r[HEADER.indexOf('Date (Karachi)')])).toEqual(['2026-09-12 11:00', '2026-09-10 11:00']);
    const pending = parseCsv((await exported('from=2026-09-01&to=2026-09-30')).rawPayload.subarray(3).toString('utf8'));
    expect(pending).toHaveLength(4);
    expect(parseCsv((await exported('status=all&from=2030-01-01')).rawPayload.subarray(3).toString('utf8'))).toEqual([HEADER]);
  });

  it('streams page by page: gifts given at the very same instant are neither lost nor repeated between pages', async () => {
    const same = new Date('2026-10-05T10:00:00.123456Z');
    const ids = [];
    for (let i = 0; i < 7; i++) ids.push((await insertGift(t, { createdAt: same, category: `Tie ${i}` })).id);
    await t.app.db.execute(`update donations set created_at = '2026-10-05 10:00:00.123456+00' where id in (${ids.join(',')})`);
    for (let i = 0; i < 3; i++) await insertGift(t, { createdAt: new Date(Date.UTC(2026, 9, 6 + i, 6)), category: `Later ${i}` });
    const filters = DonationFilterSchema.parse({ status: 'all', from: '2026-10-01', to: '2026-10-31' });
    // Counts the reads: 10 gifts at 2 a page is 5 pages and a last empty one (plus a read of each page's items and one of its funds).
    let reads = 0;
    const db = new Proxy(t.app.db, { get: (target, key, receiver) => (key === 'select' && reads++, Reflect.get(target, key, receiver)) });
    const chunks: Buffer[] = [];
    for await (const chunk of donationCsv(db, filters, { pageSize: 2 })) chunks.push(Buffer.from(chunk as Buffer));
    expect(reads).toBe(6 + 5 + 5);
    const rows = parseCsv(Buffer.concat(chunks).subarray(3).toString('utf8'));
    const categories = rows.slice(1).map((r) => r[HEADER.indexOf('Category')]);
    expect(categories.slice(0, 3)).toEqual(['Later 2', 'Later 1', 'Later 0']);
    expect(categories.slice(3).sort()).toEqual(Array.from({ length: 7 }, (_, i) => `Tie ${i}`));
    // The same file as the route's, which reads 1,000 at a time.
    const whole = (await exported('status=all&from=2026-10-01&to=2026-10-31')).rawPayload;
    expect(Buffer.concat(chunks).equals(whole)).toBe(true);
  });

  it('refuses filters it cannot read, and is not an editor\'s', async () => {
    expect((await finance.get('/api/admin/donations/export.csv?from=2026-13-01')).statusCode).toBe(422);
    const editor = await moneyStaff(t, 'editor');
    const res = await editor.get('/api/admin/donations/export.csv?status=all');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: staffMessages.forbidden });
  });
});
