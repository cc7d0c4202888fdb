import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationMessages as m } from '@foundation/contract/donations';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { localStorage } from '../src/adapters/storage.ts';
import { billing, cardOrder, createCardTest, pay, type CardTest } from './fixtures/card.ts';
import { allDonations, createBook, createCampaign } from './fixtures/donations.ts';
import { createTestApp, createTestDatabase } from './helpers.ts';

let c: CardTest;
beforeAll(async () => {
  c = await createCardTest();
});
afterAll(() => c.close());

/** A refusal: 422, the exact messages, and neither a donation nor a call to Stripe. */
async function expectRefused(body: unknown, errors: Record<string, string[]>) {
  const donations = (await allDonations(c.t.app.db)).length;
  const calls = c.fake.calls.length;
  const res = await pay(c.t, body);
  expect(res.statusCode).toBe(422);
  const first = Object.values(errors)[0]![0];
  expect(res.json()).toEqual({ success: false, message: first, error: first, errors });
  expect((await allDonations(c.t.app.db)).length).toBe(donations);
  expect(c.fake.calls.length).toBe(calls);
}

describe('card wizard rules, checked again on the server', () => {
  it('serves the publishable key at run time', async () => {
    expect((await c.t.app.inject('/api/stripe/config')).json()).toEqual({ publishable_key: 'pk_test_foundation', enabled: true });
  });

  it('step 1: a task or a custom amount, and at least 300 for a custom donation', async () => {
    await expectRefused(cardOrder({}, { custom_task: false, task_id: [] }), { 'donatation_submit.task_id': [m.selectTask] });
    await expectRefused(cardOrder({}, { custom_task_amount: '' }), { 'donatation_submit.custom_task_amount': [m.customAmountRequired] });
    await expectRefused(cardOrder({}, { custom_task_amount: 0 }), { 'donatation_submit.custom_task_amount': [m.customAmountRequired] });
    await expectRefused(cardOrder({ amount: 299 }, { custom_task_amount: 299 }), { 'donatation_submit.custom_task_amount': [m.customAmountMin] });
    const exact = await pay(c.t, cardOrder({ amount: 300, paymentMethodId: 'pm_exact_300' }, { custom_task_amount: 300 }));
    expect(exact.json().success).toBe(true);
  });

  it('a campaign gift of a custom amount needs no minimum beyond a positive amount', async () => {
    const { campaign } = await createCampaign(c.t.app.db);
    const res = await pay(c.t, cardOrder({ amount: 150, paymentMethodId: 'pm_small_gift' }, { module_code: 'CAMPAIGN', campaign_id: campaign.id, custom_task_amount: 150 }));
    expect(res.json().success).toBe(true);
  });

  it.each([
    ['firstName', m.firstNameRequired],
    ['lastName', m.lastNameRequired],
    ['email', m.emailRequired],
    ['streetAddress', m.streetAddressRequired],
    ['country', m.countryRequired],
    ['city', m.cityRequired],
    ['phoneNumber', m.wizardPhoneRequired],
  ])('step 2: an empty %s gives exactly the spec message', async (field, message) => {
    await expectRefused(cardOrder({}, { [field]: '  ' }), { [`donatation_submit.${field}`]: [message] });
    await expectRefused(cardOrder({}, { [field]: undefined }), { [`donatation_submit.${field}`]: [message] });
  });

  it('step 2: a bad e-mail or phone number gives the intended messages', async () => {
    await expectRefused(cardOrder({}, { email: 'bilal@' }), { 'donatation_submit.email': [m.emailInvalid] });
    await expectRefused(cardOrder({}, { phoneNumber: '03001234567' }), { 'donatation_submit.phoneNumber': [m.wizardPhoneFormat] });
    await expectRefused(cardOrder({}, { phoneNumber: '+123456789' }), { 'donatation_submit.phoneNumber': [m.wizardPhoneFormat] });
  });

  it('step 3: the policies box is enforced', async () => {
    await expectRefused(cardOrder({}, { policies: false }), { 'donatation_submit.policies': [m.policiesRequired] });
  });

  it('reports step 1 before step 2, as the wizard does', async () => {
    const res = await pay(c.t, cardOrder({}, { custom_task: false, firstName: '' }));
    expect(Object.keys(res.json().errors)).toEqual(['donatation_submit.task_id', 'donatation_submit.firstName']);
  });

  it('never trusts the amount the browser sends', async () => {
    const { campaign, tasks } = await createCampaign(c.t.app.db, { tasks: [{ title: 'A wheelchair', amount: 12_000 }] });
    const order = { module_code: 'CAMPAIGN', campaign_id: campaign.id, task_id: [tasks[0]!.id], custom_task: false };
    await expectRefused(cardOrder({ amount: 1 }, order), { amount: [m.amountChanged] });
    const res = await pay(c.t, cardOrder({ amount: 12_000, paymentMethodId: 'pm_wheelchair' }, order));
    expect(res.json().success).toBe(true);
  });

  it('prices a hard copy of a book from our catalogue', async () => {
    const book = await createBook(c.t.app.db, { price: 1_250 });
    const order = { module_code: 'BOOK', book_id: book.id, custom_task: false };
    await expectRefused(cardOrder({ amount: 500 }, order), { amount: [m.amountChanged] });
    await expectRefused(cardOrder({ amount: 1_250 }, { ...order, book_id: 99_999 }), { 'donatation_submit.book_id': [m.bookNotFound] });
    const res = await pay(c.t, cardOrder({ amount: 1_250, paymentMethodId: 'pm_book' }, order));
    expect(res.json().success).toBe(true);
    const donation = (await allDonations(c.t.app.db)).find((d) => d.reference === res.json().reference)!;
    expect(donation).toMatchObject({ moduleCode: 'BOOK', bookId: book.id, amountPaisa: 125_000 });
  });

  it.each(['cardNumber', 'cvv', 'expiry', 'cardHolder'])('refuses a request carrying %s, wherever it is', async (field) => {
    await expectRefused(cardOrder({}, { [field]: '4242424242424242' }), { [field]: [m.cardDataRefused] });
    await expectRefused(cardOrder({ [field]: '4242424242424242' }), { [field]: [m.cardDataRefused] });
  });

  it('answers anything a browser can send with a clear 4xx, never a 500', async () => {
    const bodies = [
      [],
      'abc',
      null,
      { donatation_submit: 'x' },
      { donatation_submit: null },
      cardOrder({ paymentMethodId: { $ne: 1 } }),
      cardOrder({ currency: 'usd' }),
      cardOrder({ amount: -500 }, { custom_task_amount: -500 }),
      cardOrder({}, { task_id: Array.from({ length: 60 }, (_, i) => i + 1), custom_task: false }),
      cardOrder({}, { task_id: 'abc', custom_task: false }),
      cardOrder({}, { module_code: 'CAMPAIGN', campaign_id: '1; drop table donations' }),
      cardOrder({}, { custom_task_amount: 1e15 }),
      cardOrder({}, { firstName: 'x'.repeat(5_000) }),
    ];
    for (const body of bodies) {
      const res = await pay(c.t, body);
      expect([415, 422], JSON.stringify(body).slice(0, 80)).toContain(res.statusCode);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('accepts the empty card fields an older form may still send', async () => {
    const res = await pay(c.t, cardOrder({ paymentMethodId: 'pm_old_form' }, { cardNumber: '', cvv: '', expiry: '', cardHolder: '' }));
    expect(res.json().success).toBe(true);
  });
});

describe('card data never reaches the logs', () => {
  it('logs the refusal by field name only', async () => {
    const lines: string[] = [];
    const dataDir = mkdtempSync(join(tmpdir(), 'foundation-log-'));
    const database = await createTestDatabase();
    const config = loadConfig({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: 'sk_test_log', STRIPE_API_BASE: 'http://127.0.0.1:9' });
    const app = await buildApp({ config, database, storage: localStorage(dataDir) }, { level: 'info', stream: { write: (line: string) => lines.push(line) } });
    try {
      const res = await pay({ app }, cardOrder({}, { cardNumber: '4000056655665556', cvv: '737', expiry: '12/34', cardHolder: 'Bilal Ahmed' }));
      expect(res.statusCode).toBe(422);
      // Timestamps, the pid and response times are numbers that can contain '737' by chance: look at
      // what the log says, not when or where it was written.
      const log = lines
        .map((line) => JSON.stringify({ ...JSON.parse(line), time: undefined, pid: undefined, responseTime: undefined }))
        .join('\n');
      expect(log).toContain('refused a card payment request carrying card data');
      for (const secret of ['4000056655665556', '737', '12/34', 'Bilal', billing.email, billing.phoneNumber]) expect(log).not.toContain(secret);
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('without Stripe keys', () => {
  it('says clearly that card payments are not available', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject('/api/stripe/config')).json()).toEqual({ publishable_key: null, enabled: false });
      const res = await pay(t, cardOrder());
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, error: m.cardUnavailable });
      expect(await allDonations(t.app.db)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
