import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TrackDonationResponseSchema, trackingMessages } from '@foundation/contract/donation-tracking';
import { CONFIRMATION_KEY_LIFETIME_MS, confirmationKey } from '../src/services/donations/donation-confirmation-keys.ts';
import { multipart, receipts } from './fixtures/donations.ts';
import { nextAddress, track } from './fixtures/tracking.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A wallet gift through the public form, from `from`; answers what the donor's browser is given. */
async function give(from: string) {
  const body = multipart(
    { amount: '1500', payment_method: 'easypaisa', 'donatation_submit[phoneNumber]': '+923004445566', 'donatation_submit[module_code]': 'DONATION', 'donatation_submit[category]': 'Well' },
    { name: 'receipt_file', filename: 'slip.png', type: 'image/png', content: receipts.png },
  );
  const res = await t.app.inject({ method: 'POST', url: '/api/manualPayment', remoteAddress: from, ...body });
  expect(res.statusCode).toBe(200);
  return res.json() as { reference: string; confirmation_key: string };
}

const confirm = (payload: object, from = nextAddress()) => t.app.inject({ method: 'POST', url: '/api/donations/confirmation', payload, remoteAddress: from });

describe('the confirmation page reads the gift just given', () => {
  it('with the key the submission answered with, even after tracking has refused that address', async () => {
    const from = '10.77.0.1';
    const gift = await give(from);
    expect(gift.confirmation_key).toMatch(/^v1\./);
    // Ten tracking lookups from the same address (a family sharing one connection) use tracking's limit up.
    for (let i = 0; i < 10; i++) await track(t, { reference: 'FD-00000000', phone: '+923001112233' }, { from });
    expect((await track(t, { reference: gift.reference, phone: '+923004445566' }, { from })).statusCode).toBe(429);

    const res = await confirm({ reference: gift.reference, key: gift.confirmation_key }, from);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(TrackDonationResponseSchema.parse(res.json()).data).toMatchObject({ reference: gift.reference, status: 'received', amount: 1500, payment_method: 'easypaisa', purpose: 'Well' });
  });

  it('refuses a key for another gift, an altered or home-made key, and one more than a week old, all alike', async () => {
    const gift = await give(nextAddress());
    const other = await give(nextAddress());
    const forged = JSON.stringify({ p: 'donation-confirmation', r: gift.reference, t: Date.now() });
    const old = confirmationKey(t.app.secrets, gift.reference, Date.now() - CONFIRMATION_KEY_LIFETIME_MS - 60_000);
    const altered = `${gift.confirmation_key.slice(0, -4)}AAAA`;
    for (const key of [other.confirmation_key, forged, old, altered, `v1.${forged}`]) {
      const res = await confirm({ reference: gift.reference, key });
      expect(res.statusCode, key).toBe(404);
      expect(res.json()).toEqual({ message: trackingMessages.confirmationExpired });
    }
    expect((await confirm({ reference: gift.reference })).statusCode).toBe(422);
  });

  it('is documented in /api/docs with the body it takes', async () => {
    const { paths } = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, { post?: { requestBody?: unknown } }> };
    expect(paths['/api/donations/confirmation']?.post?.requestBody).toBeDefined();
  });
});
