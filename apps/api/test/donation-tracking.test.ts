import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@foundation/contract/common';
import { TrackDonationResponseSchema, trackingMessages } from '@foundation/contract/donation-tracking';
import { insertDonation } from '../src/services/donations/donations.ts';
import { createBook, createCampaign } from './fixtures/donations.ts';
import { giveByWallet, reviewAs, staffToken, track } from './fixtures/tracking.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await staffToken(t);
});
afterAll(() => t.close());

const trackedOk = async (payload: object) => {
  const res = await track(t, payload);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return TrackDonationResponseSchema.parse(res.json()).data;
};

/** A card gift in the given state, written as the card path writes it. */
async function cardGift(status: 'pending' | 'succeeded' | 'failed') {
  const row = await insertDonation(
    t.app.db,
    { moduleCode: 'DONATION', paymentMethod: 'card', status, amountPaisa: 350_000, category: 'Clean Water', phone: '+447700900123', firstName: 'Omar', lastName: 'Farooq' },
    [{ taskId: null, title: 'Clean Water', amountPaisa: 350_000 }],
    [],
  );
  return row!;
}

describe('track my donation', () => {
  it('tells a wallet donor their gift was received, whichever way they write their phone number', async () => {
    const gift = await giveByWallet(t, { 'donatation_submit[firstName]': 'Zainab', 'donatation_submit[lastName]': 'Ali' });
    for (const phone of ['+923001112233', '0300 111-2233', '+92 300 1112233', '00923001112233']) {
      const data = await trackedOk({ reference: gift.reference.toLowerCase(), phone });
      expect(data).toEqual({
        reference: gift.reference,
        status: 'received',
        amount: 2000,
        amount_received: null,
        currency: 'pkr',
        payment_method: 'jazz_cash',
        module_code: 'DONATION',
        purpose: 'Orphan Care',
        fund: 'General (Atiyat)',
        campaign_id: null,
        book_id: null,
        donor_name: 'Zainab Ali',
        created_at: gift.createdAt.toISOString(),
        reviewed_at: null,
        rejection_reason: null,
        receipt_available: false,
      });
    }
  });

  it('answers the same 404 for an unknown reference and for a phone that does not match', async () => {
    const gift = await giveByWallet(t);
    for (const payload of [
      { reference: 'FD-00000000', phone: '+923001112233' },
      { reference: gift.reference, phone: '+923001112234' },
    ]) {
      const res = await track(t, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: trackingMessages.notFound });
    }
  });

  it('says what is wrong with each field, and never answers a strange body with a 500', async () => {
    const empty = await track(t, { reference: ' ', phone: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ message: messages.invalidData, errors: { reference: [trackingMessages.referenceRequired], phone: [trackingMessages.phoneRequired] } });
    const bad = await track(t, { reference: 'FD-123', phone: 'call me' });
    expect(bad.json().errors).toEqual({ reference: [trackingMessages.referenceFormat], phone: [trackingMessages.phoneFormat] });
    for (const payload of [{}, [], { reference: 5, phone: null }, { reference: 'FD-7K3M9QXA', phone: '+92'.padEnd(40, '1') }]) {
      expect((await track(t, payload)).statusCode).toBe(422);
    }
    const text = await t.app.inject({ method: 'POST', url: '/api/donations/track', payload: 'FD-7K3M9QXA', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBeLessThan(500);
  });

  it('follows a receipt through review: verified with its date, or rejected with the note staff wrote', async () => {
    const verified = await giveByWallet(t);
    const rejected = await giveByWallet(t);
    expect((await reviewAs(t, token, verified.id, { status: 'verified' })).statusCode).toBe(200);
    expect((await reviewAs(t, token, rejected.id, { status: 'rejected', note: 'No such payment reached our account.' })).statusCode).toBe(200);
    const v = await trackedOk({ reference: verified.reference, phone: verified.phone });
    expect(v).toMatchObject({ status: 'verified', receipt_available: true, rejection_reason: null, reviewed_at: expect.any(String) });
    const r = await trackedOk({ reference: rejected.reference, phone: rejected.phone });
    expect(r).toMatchObject({ status: 'rejected', receipt_available: false, rejection_reason: 'No such payment reached our account.' });
  });

  it('tells a card donor whether the charge is processing, went through or failed', async () => {
    const expected = { pending: 'processing', succeeded: 'verified', failed: 'failed' } as const;
    for (const [status, shown] of Object.entries(expected) as [keyof typeof expected, string][]) {
      const gift = await cardGift(status);
      const data = await trackedOk({ reference: gift.reference, phone: '+44 7700 900123' });
      expect(data).toMatchObject({ status: shown, payment_method: 'card', amount: 3500, donor_name: 'Omar Farooq', receipt_available: status === 'succeeded' });
    }
  });

  it('names the campaign, or the book with its copies, the gift is for', async () => {
    const { campaign, tasks } = await createCampaign(t.app.db, { tasks: [{ title: 'Hand pump', amount: 18_000 }] });
    const forCampaign = await giveByWallet(t, {
      amount: '18000',
      'donatation_submit[module_code]': 'CAMPAIGN',
      'donatation_submit[campaign_id]': String(campaign.id),
      'donatation_submit[task_id][0]': String(tasks[0]!.id),
    });
    expect(await trackedOk({ reference: forCampaign.reference, phone: forCampaign.phone })).toMatchObject({ purpose: campaign.title, campaign_id: campaign.id, module_code: 'CAMPAIGN' });

    const book = await createBook(t.app.db, { title: 'Kashf al-Mahjub', price: 900 });
    const forBook = await giveByWallet(t, {
      amount: '2700',
      'donatation_submit[module_code]': 'BOOK',
      'donatation_submit[book_id]': String(book.id),
      'donatation_submit[quantity]': '3',
    });
    expect(await trackedOk({ reference: forBook.reference, phone: forBook.phone })).toMatchObject({ purpose: 'Book: Kashf al-Mahjub, 3 copies', book_id: book.id, amount: 2700 });
  });

  it('is documented in /api/docs with the body it takes', async () => {
    const { paths } = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, { post?: { requestBody?: unknown } }> };
    for (const path of ['/api/donations/track', '/api/donations/track/receipt-pdf']) expect(paths[path]?.post?.requestBody, path).toBeDefined();
  });

  it('lets one address try ten times in ten minutes, then asks it to wait', async () => {
    const from = '10.99.0.1';
    const payload = { reference: 'FD-00000000', phone: '+923001112233' };
    for (let i = 0; i < 10; i++) expect((await track(t, payload, { from })).statusCode).toBe(404);
    const limited = await track(t, payload, { from });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
