import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { messages } from '@foundation/contract/common';
import { DonationListResponseSchema } from '@foundation/contract/donation-review';
import { donations, mediaFiles } from '../src/db/schema/index.ts';
import { STORAGE_RETRY_AFTER_SECONDS } from '../src/adapters/storage.ts';
import { jpeg, staffClient, type StaffClient } from './fixtures/back-office.ts';
import { multipart, receipts } from './fixtures/donations.ts';
import { signInAs } from './fixtures/staff.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { startS3, type TestS3 } from './s3.ts';

/**
 * While the S3 bucket cannot be reached, a request that needs a file answers 503 with Retry-After
 * and a message saying so, never a 500, and leaves nothing half-written: no gift whose receipt was
 * never stored, no library record without its file. Once the bucket is back, the same request
 * simply works.
 */
let s3: TestS3;
let t: TestContext;
let admin: StaffClient;
let caller = 0;
let verified: number;

const giveByWallet = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/manualPayment',
    remoteAddress: `10.44.0.${++caller}`,
    ...multipart(
      { amount: '2000', payment_method: 'jazz_cash', 'donatation_submit[phoneNumber]': '+923001112233', 'donatation_submit[module_code]': 'DONATION', 'donatation_submit[category]': 'Orphan Care' },
      { name: 'receipt_file', filename: 'slip.png', type: 'image/png', content: receipts.png },
    ),
  });
const rows = async (table: typeof donations | typeof mediaFiles) => (await t.app.db.select({ n: count() }).from(table))[0]!.n;

const expectOutage = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, message: string) => {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
  expect(res.json()).toEqual({ message });
};

beforeAll(async () => {
  s3 = await startS3();
  t = await createTestApp({ storage: s3.storage });
  admin = staffClient(t, (await signInAs(t, 'admin')).token);
  const gift = await giveByWallet();
  expect(gift.statusCode, gift.body).toBe(200);
  const list = DonationListResponseSchema.parse((await admin.get(`/api/admin/donations?search=${gift.json().reference}`)).json());
  verified = list.data[0]!.id;
  // Verifying makes the gift's receipt PDF and keeps it in the bucket.
  expect((await admin.post(`/api/admin/donations/${verified}/review`, { status: 'verified' })).statusCode).toBe(200);
  await s3.stop();
}, 300_000);
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('while the bucket is out', () => {
  it('answers a wallet gift with 503 and records no gift, so the donor can simply send it again', async () => {
    const before = await rows(donations);
    expectOutage(await giveByWallet(), messages.storageUnavailableNothingSaved);
    expect(await rows(donations)).toBe(before);
  });

  it('answers a media upload with 503 and keeps no record of a file it could not store', async () => {
    const before = await rows(mediaFiles);
    expectOutage(await admin.upload({ filename: 'relief.jpg', type: 'image/jpeg', content: await jpeg(640, 400) }), messages.storageUnavailableNothingSaved);
    expect(await rows(mediaFiles)).toBe(before);
  });

  it('answers staff reading a receipt, and anyone reading its PDF or a public file, with 503', async () => {
    expectOutage(await admin.get(`/api/admin/donations/${verified}/receipt`), messages.storageUnavailable);
    expectOutage(await admin.get(`/api/admin/donations/${verified}/receipt-pdf`), messages.storageUnavailable);
    expectOutage(await t.app.inject('/uploads/brand/logo.svg'), messages.storageUnavailable);
  });

  it('still answers what needs no file', async () => {
    expect((await t.app.inject('/api/settings')).statusCode).toBe(200);
    expect((await admin.get('/api/admin/donations?status=all')).statusCode).toBe(200);
  });
});

describe('once the bucket is back', () => {
  it('takes the same gift, upload and reads', async () => {
    await s3.restart();
    const before = await rows(donations);
    const gift = await giveByWallet();
    expect(gift.statusCode, gift.body).toBe(200);
    expect(await rows(donations)).toBe(before + 1);
    expect((await admin.upload({ filename: 'relief.jpg', type: 'image/jpeg', content: await jpeg(640, 400) })).statusCode).toBe(201);
    const receipt = await admin.get(`/api/admin/donations/${verified}/receipt`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.equals(receipts.png)).toBe(true);
  });
});
