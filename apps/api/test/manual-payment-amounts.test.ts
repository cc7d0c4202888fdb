import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DonationDetailResponseSchema } from '@foundation/contract/donation-review';
import { donationMessages as m } from '@foundation/contract/donations';
import { allDonations, createBook, createCampaign, itemsOf } from './fixtures/donations.ts';
import { giveByWallet, nextAddress, staffToken } from './fixtures/tracking.ts';
import { multipart, receipts } from './fixtures/donations.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function submit(fields: Record<string, string>) {
  const body = multipart(
    { payment_method: 'easypaisa', 'donatation_submit[phoneNumber]': '+923451234567', ...fields },
    { name: 'receipt_file', filename: 'slip.jpg', type: 'image/jpeg', content: receipts.jpg },
  );
  return t.app.inject({ method: 'POST', url: '/api/manualPayment', remoteAddress: nextAddress(), ...body });
}

/** Refused with the spec's error body, the message keyed to the amount, and nothing recorded. */
async function expectRefused(fields: Record<string, string>, message: string) {
  const count = (await allDonations(t.app.db)).length;
  const res = await submit(fields);
  expect(res.statusCode).toBe(422);
  expect(res.json()).toEqual({ success: false, message, error: message, errors: { amount: [message] } });
  expect((await allDonations(t.app.db)).length).toBe(count);
}

describe('manual payment: the amount must be what it pays for', () => {
  it('prices a book order as the price times the copies, and keeps the copies', async () => {
    const book = await createBook(t.app.db, { title: 'Revelation of the Veiled', price: 850.5 });
    const order = { 'donatation_submit[module_code]': 'BOOK', 'donatation_submit[book_id]': String(book.id), 'donatation_submit[quantity]': '3' };
    const res = await submit({ ...order, amount: '2551.50', 'donatation_submit[total_amount]': '2551.5' });
    expect(res.statusCode).toBe(200);
    const donation = (await allDonations(t.app.db)).find((d) => d.reference === res.json().reference)!;
    expect(donation).toMatchObject({ moduleCode: 'BOOK', bookId: book.id, amountPaisa: 255_150 });
    expect(await itemsOf(t.app.db, donation.id)).toMatchObject([{ title: 'Revelation of the Veiled', amountPaisa: 255_150, quantity: 3 }]);

    await expectRefused({ ...order, amount: '850.50' }, m.bookAmountMismatch);
    await expectRefused({ ...order, amount: '2551.49' }, m.bookAmountMismatch);
    const one = await submit({ 'donatation_submit[module_code]': 'BOOK', 'donatation_submit[book_id]': String(book.id), amount: '850.5' });
    expect(one.statusCode).toBe(200);
  });

  it.each([['0'], ['21'], ['2.5'], ['many']])('refuses %s copies of a book', async (quantity) => {
    const book = await createBook(t.app.db);
    const res = await submit({ amount: '850', 'donatation_submit[module_code]': 'BOOK', 'donatation_submit[book_id]': String(book.id), 'donatation_submit[quantity]': quantity });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'donatation_submit.quantity': [m.quantityInvalid] });
  });

  it('refuses an amount that differs from the custom amount, the tasks or the total the form showed', async () => {
    const { campaign, tasks } = await createCampaign(t.app.db, { tasks: [{ title: 'Hand pump', amount: 18_000 }, { title: 'Water filter', amount: 1_500 }] });
    const taskFields = {
      'donatation_submit[module_code]': 'CAMPAIGN',
      'donatation_submit[campaign_id]': String(campaign.id),
      'donatation_submit[task_id][0]': String(tasks[0]!.id),
      'donatation_submit[task_id][1]': String(tasks[1]!.id),
    };
    await expectRefused({ ...taskFields, amount: '18000' }, m.amountMismatch);
    expect((await submit({ ...taskFields, amount: '19500' })).statusCode).toBe(200);

    const custom = { 'donatation_submit[module_code]': 'DONATION', 'donatation_submit[custom_task]': 'true', 'donatation_submit[custom_task_amount]': '1500' };
    await expectRefused({ ...custom, amount: '1000' }, m.amountMismatch);
    await expectRefused({ ...custom, amount: '1500', 'donatation_submit[total_amount]': '1499.99' }, m.amountMismatch);
    await expectRefused({ ...custom, amount: '1500', 'donatation_submit[total_amount]': 'abc' }, m.amountMismatch);
    expect((await submit({ ...custom, amount: '1500.00', 'donatation_submit[total_amount]': '1500' })).statusCode).toBe(200);
    // The spec's payload for a gift that names nothing else: the declared amount is the gift.
    expect((await submit({ amount: '777', 'donatation_submit[category]': 'Orphan Care' })).statusCode).toBe(200);
  });
});

describe('manual payment: who gave', () => {
  it('keeps the donor name and e-mail of any gift and shows them to staff', async () => {
    const gift = await giveByWallet(t, {
      'donatation_submit[firstName]': 'Fatima',
      'donatation_submit[lastName]': 'Raza',
      'donatation_submit[email]': 'fatima@example.pk',
    });
    const token = await staffToken(t);
    const res = await t.app.inject({ url: `/api/admin/donations/${gift.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(DonationDetailResponseSchema.parse(res.json()).data).toMatchObject({ donor_name: 'Fatima Raza', email: 'fatima@example.pk', module_code: 'DONATION' });
  });

  it('still takes the spec payload without a name or e-mail, and refuses a malformed e-mail', async () => {
    expect((await giveByWallet(t)).firstName).toBeNull();
    const res = await submit({ amount: '500', 'donatation_submit[email]': 'not-an-address' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'donatation_submit.email': [m.emailInvalid] });
  });
});
