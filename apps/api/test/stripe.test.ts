import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { donationMessages as m } from '@foundation/contract/donations';
import { reconcilePending } from '../src/services/donations/card-payments.ts';
import { createStripeClient } from '../src/adapters/stripe.ts';
import { cardOrder, createCardTest, pay, type CardTest } from './fixtures/card.ts';
import { allDonations, createCampaign, donationByReference, itemsOf, mails } from './fixtures/donations.ts';

let c: CardTest;
beforeAll(async () => {
  c = await createCardTest();
});
afterAll(() => c.close());
beforeEach(() => {
  c.fake.card = 'succeed';
  c.fake.network = 'up';
});

const donationByRef = (reference: string) => donationByReference(c.t.app.db, reference);
const confirm = (reference: string) => c.t.app.inject({ method: 'POST', url: '/api/stripePayment/confirm', payload: { reference } });
const reconcile = () =>
  reconcilePending(
    { db: c.t.app.db, stripe: createStripeClient(c.t.config)!, mailer: c.t.app.mailer, log: c.t.app.log, publicUrl: c.t.config.PUBLIC_URL },
    { minAgeMs: 0 },
  );

describe('card payments through Stripe', () => {
  it('charges what our own prices say, in paisa, and records the gift before and after the charge', async () => {
    const { campaign, tasks } = await createCampaign(c.t.app.db, {
      tasks: [
        { title: 'School bag and books', amount: 300 },
        { title: 'A term of fees', amount: 200 },
      ],
    });
    const body = cardOrder({}, { module_code: 'CAMPAIGN', campaign_id: campaign.id, task_id: [tasks[0]!.id, tasks[1]!.id], custom_task: false });
    const res = await pay(c.t, body);
    expect(res.statusCode).toBe(200);
    const { success, reference } = res.json();
    expect(success).toBe(true);

    const donation = await donationByRef(reference);
    const intent = c.fake.intents.get(donation.stripePaymentIntentId!)!;
    expect(intent).toMatchObject({ amount: 50_000, currency: 'pkr', status: 'succeeded', payment_method: 'pm_card_visa' });
    expect(intent.metadata).toEqual({ reference, module_code: 'CAMPAIGN' });
    expect(c.fake.params.get(intent.id)).toMatchObject({
      confirm: 'true',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
    expect(c.fake.calls.find((call) => call.method === 'POST')?.idempotencyKey).toBe(`donation-${reference}-charge`);
    expect(donation).toMatchObject({ status: 'succeeded', paymentMethod: 'card', amountPaisa: 50_000, campaignId: campaign.id, email: 'bilal@example.pk' });
    expect((await itemsOf(c.t.app.db, donation.id)).map((i) => [i.taskId, i.amountPaisa])).toEqual([
      [tasks[0]!.id, 30_000],
      [tasks[1]!.id, 20_000],
    ]);
    expect((await c.t.app.inject(`/api/getSpecificCampaign/${campaign.id}`)).json().data.campaign_detail.total_amount).toBe(500);
    expect((await mails(c.t)).find((mail) => mail.includes(reference))).toMatch(/Thank you for your donation of Rs/);
  });

  it('shows a declined card in Stripe\'s words and records the gift as failed', async () => {
    c.fake.card = 'decline';
    const before = (await mails(c.t)).length;
    const res = await pay(c.t, cardOrder({ paymentMethodId: 'pm_card_chargeDeclined' }));
    expect(res.statusCode).toBe(200);
    const { success, error, reference } = res.json();
    expect(success).toBe(false);
    expect(error).toBe('Your card has insufficient funds.');
    expect(await donationByRef(reference)).toMatchObject({ status: 'failed', failureReason: 'Your card has insufficient funds.' });
    expect((await mails(c.t)).length).toBe(before);
  });

  it('hands 3-D Secure to the browser, then asks Stripe (not the browser) how it ended', async () => {
    c.fake.card = 'requires_action';
    const res = await pay(c.t, cardOrder({ paymentMethodId: 'pm_card_threeDSecure2Required' }));
    const body = res.json();
    expect(body).toMatchObject({ success: false, requires_action: true });
    const donation = await donationByRef(body.reference);
    expect(donation.status).toBe('pending');
    expect(body.client_secret).toBe(c.fake.intents.get(donation.stripePaymentIntentId!)!.client_secret);

    // The donor closed the challenge: nothing is settled yet.
    expect((await confirm(body.reference)).json()).toEqual({ success: false, error: m.authenticationIncomplete, reference: body.reference });
    c.fake.completeAction(donation.stripePaymentIntentId!, 'succeeded');
    expect((await confirm(body.reference)).json()).toEqual({ success: true, reference: body.reference });
    expect((await confirm(body.reference)).json()).toEqual({ success: true, reference: body.reference });
    expect((await donationByRef(body.reference)).status).toBe('succeeded');
    expect((await mails(c.t)).filter((mail) => mail.includes(body.reference))).toHaveLength(1);
  });

  it('records a failed 3-D Secure challenge as failed', async () => {
    c.fake.card = 'requires_action';
    const body = (await pay(c.t, cardOrder({ paymentMethodId: 'pm_card_threeDSecureFails' }))).json();
    const donation = await donationByRef(body.reference);
    c.fake.completeAction(donation.stripePaymentIntentId!, 'failed');
    expect((await confirm(body.reference)).json()).toMatchObject({ success: false, error: 'We are unable to authenticate your payment method.' });
    expect((await donationByRef(body.reference)).status).toBe('failed');
    expect((await confirm('FD-00000000')).statusCode).toBe(404);
    expect((await confirm('../../etc')).statusCode).toBe(422);
  });

  it('keeps the gift pending when Stripe cannot be reached, and reconciliation settles it when Stripe is back', async () => {
    c.fake.network = 'down';
    const intents = c.fake.intents.size;
    const res = await pay(c.t, cardOrder({ paymentMethodId: 'pm_card_network' }));
    expect(res.statusCode).toBe(502);
    const body = res.json();
    expect(body).toEqual({ success: false, pending: true, error: m.processorUnreachable, reference: body.reference });
    expect(await donationByRef(body.reference)).toMatchObject({ status: 'pending', stripePaymentIntentId: null });
    expect(c.fake.intents.size).toBe(intents);

    c.fake.network = 'up';
    const summary = await reconcile();
    expect(summary).toMatchObject({ succeeded: 1, failed: 0 });
    expect(await donationByRef(body.reference)).toMatchObject({ status: 'succeeded' });
    expect(c.fake.intents.size).toBe(intents + 1);
    expect((await mails(c.t)).some((mail) => mail.includes(body.reference))).toBe(true);
    expect(await reconcile()).toMatchObject({ checked: 0 });
  });

  it('charges once when Stripe took the charge but its answer was lost', async () => {
    c.fake.network = 'lose_response';
    const intents = c.fake.intents.size;
    const res = await pay(c.t, cardOrder({ paymentMethodId: 'pm_card_lost_answer' }));
    expect(res.statusCode).toBe(502);
    const { reference } = res.json();
    expect(c.fake.intents.size).toBe(intents + 1);

    c.fake.network = 'up';
    await reconcile();
    const donation = await donationByRef(reference);
    expect(donation.status).toBe('succeeded');
    expect(c.fake.intents.size).toBe(intents + 1);
    expect(c.fake.intents.get(donation.stripePaymentIntentId!)?.metadata.reference).toBe(reference);
  });

  it('turns ten identical submissions at once into one donation and one PaymentIntent', async () => {
    const intents = c.fake.intents.size;
    const donations = (await allDonations(c.t.app.db)).length;
    const body = cardOrder({ paymentMethodId: 'pm_card_double_click' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(c.t, body, '10.8.0.1')));
    const references = new Set(answers.map((a) => a.json().reference));
    expect(answers.map((a) => a.json().success)).toEqual(Array(10).fill(true));
    expect(references.size).toBe(1);
    expect(c.fake.intents.size).toBe(intents + 1);
    expect((await allDonations(c.t.app.db)).length).toBe(donations + 1);
    const [reference] = [...references];
    expect((await mails(c.t)).filter((mail) => mail.includes(reference))).toHaveLength(1);
  });
});
