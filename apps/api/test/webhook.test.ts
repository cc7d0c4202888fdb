import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stripeEvents } from '../src/db/schema/index.ts';
import { cardOrder, createCardTest, pay, type CardTest } from './fixtures/card.ts';
import { donationByReference, mails } from './fixtures/donations.ts';
import type { FakeIntent } from './fakes/stripe.ts';
import { createTestApp } from './helpers.ts';

let c: CardTest;
beforeAll(async () => {
  c = await createCardTest();
});
afterAll(() => c.close());
beforeEach(() => {
  c.fake.card = 'requires_action';
  c.fake.network = 'up';
});

const SECRET = 'whsec_foundation';
const event = (type: string, intent: FakeIntent) =>
  JSON.stringify({ id: `evt_${randomBytes(8).toString('hex')}`, object: 'event', type, api_version: '2025-01-01', created: 1, livemode: false, data: { object: intent } });

function deliver(payload: string, signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })) {
  return c.t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}

const donationByRef = (reference: string) => donationByReference(c.t.app.db, reference);

/** A card gift waiting on 3-D Secure: only Stripe can now say how it ends. */
async function pendingGift(paymentMethodId: string) {
  const { reference } = (await pay(c.t, cardOrder({ paymentMethodId }))).json();
  const donation = await donationByRef(reference);
  return { reference, intent: c.fake.intents.get(donation.stripePaymentIntentId!)! };
}

describe('Stripe webhook', () => {
  it('settles a gift as succeeded, and a replayed delivery changes nothing', async () => {
    const { reference, intent } = await pendingGift('pm_webhook_success');
    const payload = event('payment_intent.succeeded', c.fake.completeAction(intent.id, 'succeeded'));
    const first = await deliver(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, result: 'applied' });
    const settled = await donationByRef(reference);
    expect(settled.status).toBe('succeeded');
    const mailCount = (await mails(c.t)).length;

    const again = await deliver(payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, result: 'duplicate' });
    expect(await donationByRef(reference)).toEqual(settled);
    expect((await mails(c.t)).length).toBe(mailCount);
    expect((await c.t.app.db.select().from(stripeEvents)).filter((e) => payload.includes(e.id))).toHaveLength(1);
  });

  it('settles a failed payment, and a late failure never undoes a success', async () => {
    const { reference, intent } = await pendingGift('pm_webhook_failure');
    const failed = c.fake.completeAction(intent.id, 'failed');
    expect((await deliver(event('payment_intent.payment_failed', failed))).json().result).toBe('applied');
    expect(await donationByRef(reference)).toMatchObject({ status: 'failed', failureReason: 'We are unable to authenticate your payment method.' });

    const other = await pendingGift('pm_webhook_order');
    await deliver(event('payment_intent.succeeded', c.fake.completeAction(other.intent.id, 'succeeded')));
    await deliver(event('payment_intent.payment_failed', { ...other.intent, status: 'requires_payment_method' }));
    expect((await donationByRef(other.reference)).status).toBe('succeeded');
  });

  it('finds the gift by its reference when Stripe was unreachable and its intent id never reached us', async () => {
    c.fake.card = 'succeed';
    c.fake.network = 'lose_response';
    const { reference } = (await pay(c.t, cardOrder({ paymentMethodId: 'pm_webhook_lost' }))).json();
    expect((await donationByRef(reference)).stripePaymentIntentId).toBeNull();
    const intent = [...c.fake.intents.values()].find((i) => i.metadata.reference === reference)!;
    expect((await deliver(event('payment_intent.succeeded', intent))).json().result).toBe('applied');
    expect(await donationByRef(reference)).toMatchObject({ status: 'succeeded', stripePaymentIntentId: intent.id });
  });

  it('rejects a bad or missing signature and changes nothing', async () => {
    const { reference, intent } = await pendingGift('pm_webhook_forged');
    const payload = event('payment_intent.succeeded', { ...intent, status: 'succeeded' });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    for (const signature of [forged, 't=1,v1=deadbeef', '']) {
      const res = await deliver(payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid signature.' });
    }
    const tampered = payload.replace('"livemode":false', '"livemode":true');
    expect((await deliver(tampered, Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }))).statusCode).toBe(400);
    expect((await donationByRef(reference)).status).toBe('pending');
  });

  it('acknowledges events it has no use for', async () => {
    const { intent } = await pendingGift('pm_webhook_other');
    expect((await deliver(event('payment_intent.created', intent))).json()).toEqual({ received: true, result: 'ignored' });
  });
});

describe('Stripe webhook without a secret', () => {
  it('is not available', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: '{}', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(503);
    } finally {
      await t.close();
    }
  });
});
