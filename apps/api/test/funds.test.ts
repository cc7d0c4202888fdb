import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMessages } from '@foundation/contract/funds';
import { campaigns, welfareCategories } from '../src/db/schema/index.ts';
import { fundLinesOf } from '../src/services/funds/funds.ts';
import { cardOrder, createCardTest, pay, type CardTest } from './fixtures/card.ts';
import { createCampaign, donationByReference, multipart, receipts, walletGift } from './fixtures/donations.ts';
import { mailWith } from './fixtures/mail.ts';
import { giveByWallet, nextAddress, reviewAs, staffToken, track } from './fixtures/tracking.ts';

let c: CardTest;
beforeAll(async () => {
  c = await createCardTest();
});
afterAll(() => c.close());

let caller = 0;
function give(fields: Record<string, string>) {
  const body = multipart({ ...walletGift, ...fields }, { name: 'receipt_file', filename: 'r.jpg', type: 'image/jpeg', content: receipts.jpg });
  return c.t.app.inject({ method: 'POST', url: '/api/manualPayment', remoteAddress: `10.7.0.${++caller}`, ...body });
}
const linesOf = async (reference: string) => fundLinesOf(c.t.app.db, (await donationByReference(c.t.app.db, reference)).id);

describe('every gift carries its fund', () => {
  it('offers the six funds, each with its one line, in Urdu to an Urdu reader', async () => {
    const en = (await c.t.app.inject('/api/funds')).json().data;
    expect(en.map((f: { code: string }) => f.code)).toEqual(['zakat', 'sadaqah', 'fitrana', 'fidya', 'kaffarah', 'general']);
    expect(en[0]).toMatchObject({ name: 'Zakat', explanation: expect.stringContaining('never on buildings') });
    const ur = (await c.t.app.inject('/api/funds?lang=ur')).json().data;
    expect(ur[0].name).toBe('زکوٰۃ');
  });

  it('stores the spec’s payload, which names no fund, as General', async () => {
    const res = await give({});
    expect(res.statusCode).toBe(200);
    expect(await linesOf(res.json().reference)).toEqual([{ code: 'general', name: 'General (Atiyat)', amount: 1500 }]);
  });

  it('keeps the fund the donor chose, whatever its case', async () => {
    const res = await give({ 'donatation_submit[fund]': 'Zakat' });
    expect(res.statusCode).toBe(200);
    expect(await linesOf(res.json().reference)).toEqual([{ code: 'zakat', name: 'Zakat', amount: 1500 }]);
  });

  it('keeps each line of a gift split across funds in one payment', async () => {
    const res = await give({
      amount: '25000',
      'donatation_submit[custom_task_amount]': '25000',
      'donatation_submit[fund_split][zakat]': '20000',
      'donatation_submit[fund_split][sadaqah]': '5000',
    });
    expect(res.statusCode).toBe(200);
    expect(await linesOf(res.json().reference)).toEqual([
      { code: 'zakat', name: 'Zakat', amount: 20000 },
      { code: 'sadaqah', name: 'Sadaqah', amount: 5000 },
    ]);
  });

  it('refuses a split that does not add up to the gift, and a fund that does not exist', async () => {
    const short = await give({ 'donatation_submit[fund_split][zakat]': '1000', 'donatation_submit[fund_split][sadaqah]': '400' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ 'donatation_submit.fund_split': [fundMessages.splitTotal] });
    const unknown = await give({ 'donatation_submit[fund]': 'lottery' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'donatation_submit.fund': [fundMessages.unknown] });
  });
});

describe('a programme takes only the funds it declares', () => {
  it('refuses a Zakat gift to a campaign that does not take Zakat, by card and by wallet, and records nothing', async () => {
    const { campaign } = await createCampaign(c.t.app.db, { title: 'A new mosque' });
    await c.t.app.db.update(campaigns).set({ refusedFunds: ['zakat'] }).where(eq(campaigns.id, campaign.id));
    const message = fundMessages.refused('Zakat');
    const card = await pay(c.t, cardOrder({}, { module_code: 'CAMPAIGN', campaign_id: campaign.id, fund: 'zakat' }));
    expect(card.statusCode).toBe(422);
    expect(card.json()).toMatchObject({ success: false, message, errors: { 'donatation_submit.fund': [message] } });
    const wallet = await give({ 'donatation_submit[module_code]': 'CAMPAIGN', 'donatation_submit[campaign_id]': String(campaign.id), 'donatation_submit[fund]': 'zakat' });
    expect(wallet.statusCode).toBe(422);
    expect(wallet.json().errors).toEqual({ 'donatation_submit.fund': [message] });
    // The form is offered only what the campaign takes; Sadaqah to it is taken.
    const offered = (await c.t.app.inject(`/api/funds?campaign_id=${campaign.id}`)).json().data.map((f: { code: string }) => f.code);
    expect(offered).not.toContain('zakat');
    expect(offered).toContain('sadaqah');
    const sadaqah = await pay(c.t, cardOrder({}, { module_code: 'CAMPAIGN', campaign_id: campaign.id, fund: 'sadaqah' }));
    expect(sadaqah.json()).toMatchObject({ success: true });
    expect(await linesOf(sadaqah.json().reference)).toEqual([{ code: 'sadaqah', name: 'Sadaqah', amount: 500 }]);
  });

  it('refuses Zakat in a split to a welfare category that does not take it', async () => {
    await c.t.app.db.insert(welfareCategories).values({ name: 'Handpump', image: '/uploads/welfare/h.svg', refusedFunds: ['zakat'] });
    const res = await give({ amount: '1500', 'donatation_submit[fund_split][zakat]': '1000', 'donatation_submit[fund_split][general]': '500' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'donatation_submit.fund_split': [fundMessages.refused('Zakat')] });
  });
});

describe('the fund is named wherever the gift is', () => {
  it('a Zakat gift’s tracking, e-mails and receipt PDF say Zakat, in Urdu for an Urdu gift', async () => {
    const token = await staffToken(c.t);
    const gift = await giveByWallet(c.t, { 'donatation_submit[fund]': 'zakat', 'donatation_submit[email]': 'zakat.giver@example.pk' });
    expect((await track(c.t, { reference: gift.reference, phone: '+923001112233' })).json().data).toMatchObject({ fund: 'Zakat' });
    expect((await reviewAs(c.t, token, gift.id, { status: 'verified' })).statusCode).toBe(200);
    const received = await mailWith(c.t, 'We received your receipt', gift.reference);
    expect(received.text).toContain('Fund: Zakat.');
    const pdf = await track(c.t, { reference: gift.reference, phone: '+923001112233' }, { pdf: true });
    expect(pdfText(pdf.rawPayload)).toMatch(/Fund\s+Zakat/);

    const urdu = await c.t.app.inject({
      method: 'POST',
      url: '/api/manualPayment?lang=ur',
      remoteAddress: nextAddress(),
      ...multipart({ ...walletGift, 'donatation_submit[category]': 'Orphan Care', 'donatation_submit[custom_task_name]': 'Orphan Care', 'donatation_submit[fund]': 'zakat', 'donatation_submit[email]': 'urdu.giver@example.pk' }, { name: 'receipt_file', filename: 'r.jpg', type: 'image/jpeg', content: receipts.jpg }),
    });
    expect(urdu.statusCode, urdu.body).toBe(200);
    const reference = urdu.json().reference as string;
    const tracked = await c.t.app.inject({ method: 'POST', url: '/api/donations/track?lang=ur', payload: { reference, phone: '+923001234567' }, remoteAddress: nextAddress() });
    expect(tracked.json(), tracked.body).toMatchObject({ data: { fund: 'زکوٰۃ' } });
    const mail = await mailWith(c.t, reference);
    expect(mail.text).toContain('زکوٰۃ');
  });
});

describe('the books by fund', () => {
  it('totals each fund as the gifts hold it, received and verified, by month and Hijri year; a refused gift counts nowhere', async () => {
    const token = await staffToken(c.t);
    const report = async () => (await c.t.app.inject({ url: '/api/admin/reports/funds', headers: { authorization: `Bearer ${token}` } })).json().data;
    const before = await report();
    const total = (r: typeof before, fund: string) => r.totals.find((t: { fund: string }) => t.fund === fund) ?? { received: 0, verified: 0 };
    const zakat = await giveByWallet(c.t, { amount: '25000', 'donatation_submit[fund_split][zakat]': '20000', 'donatation_submit[fund_split][sadaqah]': '5000' });
    const sadaqah = await giveByWallet(c.t, { amount: '3000', 'donatation_submit[fund]': 'sadaqah' });
    const refused = await giveByWallet(c.t, { amount: '7000', 'donatation_submit[fund]': 'zakat' });
    await reviewAs(c.t, token, zakat.id, { status: 'verified' });
    await reviewAs(c.t, token, refused.id, { status: 'rejected', note: 'No such payment.' });
    const after = await report();
    expect(total(after, 'zakat').received - total(before, 'zakat').received).toBe(20000);
    expect(total(after, 'zakat').verified - total(before, 'zakat').verified).toBe(20000);
    expect(total(after, 'sadaqah').received - total(before, 'sadaqah').received).toBe(8000);
    expect(total(after, 'sadaqah').verified - total(before, 'sadaqah').verified).toBe(5000);
    expect(sadaqah.status).toBe('pending_review');
    // The months and the Hijri years add up to the totals.
    for (const fund of ['zakat', 'sadaqah']) {
      const sum = (rows: { fund: string; received: number }[]) => rows.filter((r) => r.fund === fund).reduce((s, r) => s + r.received, 0);
      expect(sum(after.months)).toBe(total(after, fund).received);
      expect(sum(after.hijri_years)).toBe(total(after, fund).received);
    }
    expect(after.hijri_years[0].year).toBeGreaterThan(1440);
  });
});

const scratch = mkdtempSync(join(tmpdir(), 'funds-pdf-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
function pdfText(bytes: Buffer) {
  const file = join(scratch, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}
