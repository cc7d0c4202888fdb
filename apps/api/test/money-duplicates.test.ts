import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DonationDetailResponseSchema, type DonationDetail } from '@foundation/contract/donation-review';
import { PHASH_MAX_DISTANCE, differenceHash, hammingDistance, sha256Hex } from '../src/services/donations/receipt-hashes.ts';
import { receipts } from './fixtures/donations.ts';
import { giftById, giveReceipt, moneyStaff } from './fixtures/money.ts';
import { jpeg, type StaffClient } from './fixtures/back-office.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
let finance: StaffClient;
beforeAll(async () => {
  t = await createTestApp();
  finance = await moneyStaff(t, 'finance');
});
afterAll(() => t.close());

/**
 * A receipt picture of its own for each seed: blocks of grey at places the seed picks, the way two
 * different slips differ. (Screens of one wallet app share a layout, and a 9x8 dHash may take them
 * for the same picture: the warning is a hint to look, see receipt-hashes.ts.)
 */
function picture(seed: number) {
  let x = seed * 7919 + 17;
  const next = () => (x = (x * 48271) % 2147483647) / 2147483647;
  const blocks = Array.from({ length: 14 }, () => {
    const grey = Math.floor(next() * 255);
    return `<rect x="${Math.floor(next() * 480)}" y="${Math.floor(next() * 1100)}" width="${60 + Math.floor(next() * 300)}" height="${40 + Math.floor(next() * 300)}" fill="rgb(${grey},${grey},${grey})"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="540" height="1200"><rect width="540" height="1200" fill="#f4f4f4"/>${blocks.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const jpegFile = (content: Buffer) => ({ filename: 'receipt.jpg', type: 'image/jpeg', content });

async function detail(id: number): Promise<DonationDetail> {
  const res = await finance.get(`/api/admin/donations/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return DonationDetailResponseSchema.parse(res.json()).data;
}

describe('receipt fingerprints', () => {
  it('a dHash survives saving again smaller and at a lower quality, and tells different pictures apart', async () => {
    const original = await picture(1);
    const resaved = await sharp(original).resize(400).jpeg({ quality: 55 }).toBuffer();
    const other = await picture(2);
    const [a, b, c] = await Promise.all([differenceHash(original), differenceHash(resaved), differenceHash(other)]);
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(hammingDistance(a!, b!)).toBeLessThanOrEqual(PHASH_MAX_DISTANCE);
    expect(hammingDistance(a!, c!)).toBeGreaterThan(PHASH_MAX_DISTANCE);
    expect(sha256Hex(original)).not.toBe(sha256Hex(resaved));
    expect(hammingDistance('ffffffffffffffff', '0000000000000000')).toBe(64);
  });

  it('are stored at upload: SHA-256 for every receipt, the picture hash for images only', async () => {
    const shot = await picture(3);
    const image = await giveReceipt(t, { 'donatation_submit[phoneNumber]': '+923110000001' }, jpegFile(shot));
    expect(await giftById(t, image.id)).toMatchObject({ receiptSha256: sha256Hex(shot), receiptPhash: await differenceHash(shot) });
    expect(await differenceHash(shot)).toMatch(/^[0-9a-f]{16}$/);
    // A one-pixel PNG is plain: its picture hash would be near every other plain picture's, so none is kept.
    const plain = await giveReceipt(t, { 'donatation_submit[phoneNumber]': '+923110000003' });
    expect(await giftById(t, plain.id)).toMatchObject({ receiptSha256: sha256Hex(receipts.png), receiptPhash: null });
    const pdf = await giveReceipt(t, { 'donatation_submit[phoneNumber]': '+923110000002' }, { filename: 'slip.pdf', type: 'application/pdf', content: receipts.pdf });
    expect(await giftById(t, pdf.id)).toMatchObject({ receiptSha256: sha256Hex(receipts.pdf), receiptPhash: null });
  });
});

describe('duplicate receipt warning', () => {
  it('names the other gift when the very same file comes back', async () => {
    const first = await giveReceipt(t, { 'donatation_submit[phoneNumber]': '+923120000001' }, { filename: 'a.pdf', type: 'application/pdf', content: receipts.pdf });
    const second = await giveReceipt(t, { 'donatation_submit[phoneNumber]': '+923120000002' }, { filename: 'b.pdf', type: 'application/pdf', content: receipts.pdf });
    const shown = await detail(second.id);
    expect(shown.duplicates).toContainEqual({ id: first.id, reference: first.reference, created_at: first.createdAt.toISOString(), status: 'pending_review', reasons: ['same_file'] });
    expect((await detail(first.id)).duplicates.map((d) => d.id)).toContain(second.id);
  });

  it('names it when the same screenshot comes back saved again (perceptual hash)', async () => {
    const original = await picture(4);
    const first = await giveReceipt(t, { 'donatation_submit[phoneNumber]': '+923130000001' }, jpegFile(original));
    const resaved = await sharp(original).resize(360).jpeg({ quality: 50 }).toBuffer();
    const second = await giveReceipt(t, { 'donatation_submit[phoneNumber]': '+923130000002' }, jpegFile(resaved));
    expect((await detail(second.id)).duplicates).toEqual([expect.objectContaining({ id: first.id, reference: first.reference, reasons: ['similar_image'] })]);

    const different = await giveReceipt(t, { 'donatation_submit[phoneNumber]': '+923130000003' }, jpegFile(await picture(5)));
    expect((await detail(different.id)).duplicates).toEqual([]);
  });

  it('names it when a transaction id was already recorded for another gift', async () => {
    const a = await giveReceipt(t, { 'donatation_submit[phoneNumber]': '+923140000001' }, jpegFile(await picture(6)));
    // A plain picture (no picture hash) on another gift: nothing alike but, later, the transaction id.
    const b = await giveReceipt(t, { 'donatation_submit[phoneNumber]': '+923140000002' }, jpegFile(await jpeg(300, 500)));
    expect((await detail(b.id)).duplicates).toEqual([]);
    expect((await finance.post(`/api/admin/donations/${a.id}/review`, { status: 'verified', transaction_id: 'JC-778899' })).statusCode).toBe(200);
    expect((await finance.post(`/api/admin/donations/${b.id}/review`, { status: 'verified', transaction_id: 'JC-778899' })).statusCode).toBe(200);
    expect((await detail(b.id)).duplicates).toEqual([expect.objectContaining({ id: a.id, reference: a.reference, status: 'verified', reasons: ['same_transaction_id'] })]);
    expect((await detail(a.id)).duplicates).toEqual([expect.objectContaining({ id: b.id, reasons: ['same_transaction_id'] })]);
  });
});
