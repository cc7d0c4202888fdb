import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterMessages } from '@foundation/contract/donation-review';
import { createTestApp, type TestContext } from './helpers.ts';
import { parseCsv } from './fixtures/csv.ts';
import { giveByWallet, reviewAs, staffToken } from './fixtures/tracking.ts';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await staffToken(t);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

describe('the donations list and its CSV by fund', () => {
  it('show exactly the gifts with a line in the fund, the file names each gift’s funds, and the list totals each fund', async () => {
    const split = await giveByWallet(t, { amount: '25000', 'donatation_submit[fund_split][zakat]': '20000', 'donatation_submit[fund_split][sadaqah]': '5000' });
    const zakat = await giveByWallet(t, { amount: '7000', 'donatation_submit[fund]': 'zakat' });
    const sadaqah = await giveByWallet(t, { amount: '3000', 'donatation_submit[fund]': 'sadaqah' });
    const general = await giveByWallet(t, { amount: '1500' });
    await reviewAs(t, token, zakat.id, { status: 'verified' });

    const list = (await get('/api/admin/donations?status=all&fund=Zakat')).json();
    expect(list.data.map((d: { reference: string }) => d.reference).sort()).toEqual([split.reference, zakat.reference].sort());
    expect(list.total).toBe(2);
    // The split gift is in the Zakat list, so its Sadaqah line shows in the totals too.
    expect(list.fund_totals).toEqual([
      { fund: 'zakat', name: 'Zakat', amount: 27000, gifts: 2 },
      { fund: 'sadaqah', name: 'Sadaqah', amount: 5000, gifts: 1 },
    ]);
    // The status badges follow the fund.
    expect(list.counts).toMatchObject({ all: 2, verified: 1, pending_review: 1 });

    const res = await get('/api/admin/donations/export.csv?status=all&fund=zakat');
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    const fundColumn = header!.indexOf('Fund');
    expect(fundColumn).toBeGreaterThan(-1);
    const byReference = new Map(rows.map((r) => [r[0], r[fundColumn]]));
    expect([...byReference.keys()].sort()).toEqual([split.reference, zakat.reference].sort());
    expect(byReference.get(split.reference)).toBe('Zakat (Rs 20000.00); Sadaqah (Rs 5000.00)');
    expect(byReference.get(zakat.reference)).toBe('Zakat (Rs 7000.00)');

    const everyone = (await get('/api/admin/donations?status=all')).json();
    expect(everyone.data.map((d: { reference: string }) => d.reference)).toEqual(expect.arrayContaining([sadaqah.reference, general.reference]));
    expect(everyone.fund_totals.find((f: { fund: string }) => f.fund === 'general')).toMatchObject({ amount: 1500, gifts: 1 });
  });

  it('offers every fund among the filter choices', async () => {
    const options = (await get('/api/admin/donations/filter-options')).json();
    expect(options.funds.map((f: { code: string }) => f.code)).toEqual(['zakat', 'sadaqah', 'fitrana', 'fidya', 'kaffarah', 'general']);
  });

  it('refuses a fund that does not exist or cannot be one, on the list and the file, with 422 on the field', async () => {
    for (const url of ['/api/admin/donations?fund=building', '/api/admin/donations/export.csv?fund=building', '/api/admin/donations?fund=%3Cscript%3E', '/api/admin/donations/export.csv?fund=1abc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.fund, url).toEqual([filterMessages.fund]);
    }
  });
});
