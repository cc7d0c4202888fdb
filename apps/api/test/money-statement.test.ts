import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewMessages } from '@foundation/contract/donation-review';
import { BulkVerifyResponseSchema, StatementMatchResponseSchema, statementMessages as m } from '@foundation/contract/donation-statement';
import { staffMessages } from '@foundation/contract/staff';
import { mobileDigits, readStatement } from '../src/services/donations/donation-statement-lines.ts';
import { createCampaign, mails } from './fixtures/donations.ts';
import { auditOf, giftById, insertGift, moneyStaff } from './fixtures/money.ts';
import type { StaffClient } from './fixtures/back-office.ts';
import { createTestApp, type TestContext } from './helpers.ts';

describe('reading a pasted statement', () => {
  it('takes a transaction id or a phone, then the amount, however the statement writes them', () => {
    const { lines, unread } = readStatement(
      [
        '03001234567, 1500',
        '03001234567,1,500',
        '+92 300 1234567\tRs 1,500.00',
        '923001234567 PKR 2,50,000',
        'TX-88812;Rs.750/-',
        'tx-88813 | 1,234.5',
        'fd-7k3m9qxa 999',
        '3001234567  Rs1500',
        '0300-1234567 1500 PKR',
        '',
        '   # a comment the finance officer left',
      ].join('\n'),
    );
    expect(unread).toEqual([]);
    expect(lines.map((l) => [l.line, l.identifier, l.phoneDigits, l.reference, l.amountPaisa])).toEqual([
      [1, '03001234567', '923001234567', null, 150_000],
      [2, '03001234567', '923001234567', null, 150_000],
      [3, '+92 300 1234567', '923001234567', null, 150_000],
      [4, '923001234567', '923001234567', null, 25_000_000],
      [5, 'TX-88812', null, null, 75_000],
      [6, 'tx-88813', null, null, 123_450],
      [7, 'fd-7k3m9qxa', null, 'FD-7K3M9QXA', 99_900],
      [8, '3001234567', '923001234567', null, 150_000],
      [9, '0300-1234567', '923001234567', null, 150_000],
    ]);
  });

  it('says why a line cannot be read, by its line number, and reads the others', () => {
    const { lines, unread } = readStatement(['TX1', 'TX2, 0', 'TX3, 1500, 2026-03-01', 'TX4, 12.345', 'TX5, -100', 'TX6, 100'].join('\r\n'));
    expect(unread).toEqual([
      { line: 1, text: 'TX1', reason: m.noAmount },
      { line: 2, text: 'TX2, 0', reason: m.amountZero },
      { line: 3, text: 'TX3, 1500, 2026-03-01', reason: m.lineFormat },
      { line: 4, text: 'TX4, 12.345', reason: m.lineFormat },
      { line: 5, text: 'TX5, -100', reason: m.lineFormat },
    ]);
    expect(lines.map((l) => l.line)).toEqual([6]);
  });

  it('knows a Pakistani mobile number in every common form, and nothing else', () => {
    for (const raw of ['03001234567', '+923001234567', '923001234567', '00923001234567', '3001234567', '0300 123 4567']) expect(mobileDigits(raw)).toBe('923001234567');
    for (const raw of ['0421234567', 'TX123', '+447700900123', '030012345']) expect(mobileDigits(raw)).toBeNull();
  });
});

let t: TestContext;
let finance: StaffClient;
let editor: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  finance = await moneyStaff(t, 'finance');
  editor = await moneyStaff(t, 'editor');
});
afterAll(() => t.close());

async function propose(text: string) {
  const res = await finance.post('/api/admin/donations/statement-matches', { text });
  expect(res.statusCode, res.body).toBe(200);
  return StatementMatchResponseSchema.parse(res.json()).data;
}

describe('statement matching', () => {
  it('proposes by transaction id or reference, then phone and amount, then phone alone as a partial payment', async () => {
    const byTx = await insertGift(t, { phone: '+923200000001', amountPaisa: 500_000, transactionId: 'EP-5001' });
    const byRef = await insertGift(t, { phone: '+923200000002', amountPaisa: 120_000 });
    const older = await insertGift(t, { phone: '0320 0000003', amountPaisa: 200_000, createdAt: new Date('2026-01-01T10:00:00Z'), firstName: 'Amna' });
    const newer = await insertGift(t, { phone: '+923200000003', amountPaisa: 200_000, createdAt: new Date('2026-02-01T10:00:00Z') });
    const partial = await insertGift(t, { phone: '+923200000004', amountPaisa: 300_000 });
    await insertGift(t, { phone: '+923200000005', amountPaisa: 100_000, status: 'verified', transactionId: 'EP-USED' });
    await insertGift(t, { phone: '+923200000006', amountPaisa: 100_000 });
    const card = await insertGift(t, { phone: '+923200000007', amountPaisa: 100_000, paymentMethod: 'card', status: 'pending' });

    const { proposals, unmatched } = await propose(
      [
        'EP-5001, 5000',
        `${byRef.reference.toLowerCase()}, Rs 1,200`,
        '03200000003, 2,000',
        '03200000003, 2,000',
        '03200000003, 2,000',
        '03200000004\t1000',
        'EP-USED, 1000',
        '03200000006, 5000',
        '03209999999, 1000',
        'UNKNOWN-1, 1000',
        `${card.phone}, 1000`,
        'garbage',
      ].join('\n'),
    );
    expect(proposals.map((p) => [p.line, p.donation_id, p.matched_by, p.confidence, p.amount, p.pledged, p.partial, p.transaction_id])).toEqual([
      [1, byTx.id, 'transaction_id', 'high', 5000, 5000, false, 'EP-5001'],
      [2, byRef.id, 'reference', 'high', 1200, 1200, false, null],
      // Two gifts of Rs 2,000 from one phone: the older first, and "medium" says look twice.
      [3, older.id, 'phone_amount', 'medium', 2000, 2000, false, null],
      [4, newer.id, 'phone_amount', 'high', 2000, 2000, false, null],
      [6, partial.id, 'phone', 'low', 1000, 3000, true, null],
    ]);
    expect(proposals[2]).toMatchObject({ reference: older.reference, donor_name: 'Amna', phone: '0320 0000003', text: '03200000003, 2,000' });
    expect(unmatched).toEqual([
      { line: 5, text: '03200000003, 2,000', reason: m.sameAsLine(3) },
      { line: 7, text: 'EP-USED, 1000', reason: m.transactionUsed((await t.app.db.query.donations.findFirst({ where: (d, { eq }) => eq(d.transactionId, 'EP-USED') }))!.reference) },
      { line: 8, text: '03200000006, 5000', reason: m.aboveEveryPledge(5000) },
      { line: 9, text: '03209999999, 1000', reason: m.noPendingForPhone },
      { line: 10, text: 'UNKNOWN-1, 1000', reason: m.noMatch },
      { line: 11, text: `${card.phone}, 1000`, reason: m.noPendingForPhone },
      { line: 12, text: 'garbage', reason: m.noAmount },
    ]);
    // Matching changes nothing.
    expect((await giftById(t, byTx.id)).status).toBe('pending_review');
  });

  it('refuses an empty paste and one too long', async () => {
    for (const text of ['', '   \n  ', 'x\n'.repeat(600)]) {
      const res = await finance.post('/api/admin/donations/statement-matches', { text });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.text).toEqual([text.trim() ? m.tooLong : m.empty]);
    }
  });
});

describe('bulk verification', () => {
  it('verifies the chosen gifts in one step: partial amounts, transaction ids, campaign totals, an audit row and a mail each', async () => {
    const { campaign } = await createCampaign(t.app.db, { title: 'Flood relief' });
    const a = await insertGift(t, { phone: '+923300000001', amountPaisa: 400_000, moduleCode: 'CAMPAIGN', campaignId: campaign.id, email: 'a@example.pk' });
    const b = await insertGift(t, { phone: '+923300000002', amountPaisa: 250_000, moduleCode: 'CAMPAIGN', campaignId: campaign.id, email: 'b@example.pk' });
    const before = (await mails(t)).length;
    const res = await finance.post('/api/admin/donations/bulk-verify', {
      matches: [
        { donation_id: a.id, amount: 4000, transaction_id: 'JC-1' },
        { donation_id: b.id, amount: 1000.5, transaction_id: null },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(BulkVerifyResponseSchema.parse(res.json())).toEqual({
      message: m.verified(2),
      data: [
        { id: a.id, reference: a.reference, amount_received: 4000, partial: false },
        { id: b.id, reference: b.reference, amount_received: 1000.5, partial: true },
      ],
    });
    expect(await giftById(t, a.id)).toMatchObject({ status: 'verified', receivedPaisa: null, transactionId: 'JC-1', reviewedBy: expect.any(Number) });
    expect(await giftById(t, b.id)).toMatchObject({ status: 'verified', receivedPaisa: 100_050, transactionId: null });
    const total = (await t.app.inject(`/api/getSpecificCampaign/${campaign.id}`)).json().data.campaign_detail.total_amount;
    expect(total).toBe(5000.5);
    for (const gift of [a, b]) {
      const [row] = await auditOf(t, gift.id);
      expect(row).toMatchObject({ action: 'verify', staffEmail: 'finance.money@foundation.test', before: { status: 'pending_review' }, after: { status: 'verified' } });
    }
    const sent = await mails(t);
    expect(sent.length).toBe(before + 2);
    // b's was partly paid, and its mail says so.
    for (const [gift, subject] of [
      [a, 'Your payment is confirmed'],
      [b, 'Part of your payment has reached us'],
    ] as const) {
      expect(sent.filter((mail) => mail.includes(`Subject: ${subject} - ${gift.reference}`))).toHaveLength(1);
    }
  });

  it('is all or nothing: one gift decided meanwhile or one amount above its pledge verifies none', async () => {
    const ok = await insertGift(t, { phone: '+923400000001', amountPaisa: 100_000 });
    const decided = await insertGift(t, { phone: '+923400000002', amountPaisa: 100_000, status: 'rejected' });
    const conflict = await finance.post('/api/admin/donations/bulk-verify', {
      matches: [
        { donation_id: ok.id, amount: 1000 },
        { donation_id: decided.id, amount: 1000 },
      ],
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ message: m.noLongerPending(decided.reference) });

    const other = await insertGift(t, { phone: '+923400000003', amountPaisa: 100_000 });
    const tooMuch = await finance.post('/api/admin/donations/bulk-verify', {
      matches: [
        { donation_id: ok.id, amount: 1000 },
        { donation_id: other.id, amount: 1000.01 },
      ],
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors).toEqual({ 'matches.1.amount': [reviewMessages.receivedAbovePledged(1000)] });

    expect((await finance.post('/api/admin/donations/bulk-verify', { matches: [{ donation_id: 424242, amount: 1 }] })).statusCode).toBe(404);
    for (const id of [ok.id, other.id]) {
      expect((await giftById(t, id)).status).toBe('pending_review');
      expect(await auditOf(t, id)).toEqual([]);
    }
  });

  it('refuses an empty choice, the same gift twice and amounts that are not amounts', async () => {
    const gift = await insertGift(t, { phone: '+923500000001' });
    const cases: [object, string, string][] = [
      [{ matches: [] }, 'matches', m.noneChosen],
      [{ matches: [{ donation_id: gift.id, amount: 10 }, { donation_id: gift.id, amount: 10 }] }, 'matches', m.chosenTwice],
      [{ matches: [{ donation_id: gift.id, amount: 0 }] }, 'matches.0.amount', reviewMessages.receivedPositive],
    ];
    for (const [body, field, message] of cases) {
      const res = await finance.post('/api/admin/donations/bulk-verify', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
  });

  it('is finance\'s and an admin\'s, not an editor\'s', async () => {
    const gift = await insertGift(t, { phone: '+923600000001' });
    for (const [url, body] of [
      ['/api/admin/donations/statement-matches', { text: '03600000001, 1000' }],
      ['/api/admin/donations/bulk-verify', { matches: [{ donation_id: gift.id, amount: 1000 }] }],
    ] as const) {
      const res = await editor.post(url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: staffMessages.forbidden });
    }
    expect((await giftById(t, gift.id)).status).toBe('pending_review');
  });
});
