import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { donations } from '../src/db/schema/index.ts';
import { removeOrphanFiles } from '../src/services/media/orphan-files.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { startS3, type TestS3 } from './s3.ts';

const HOUR = 60 * 60_000;

/** A pending wallet gift naming the given private files, written straight to the table. */
async function donationWith(t: TestContext, receiptKey: string, receiptPdfKey: string | null = null) {
  const [row] = await t.app.db
    .insert(donations)
    .values({
      reference: `FND-${receiptKey.replace(/\W/g, '').slice(-12)}`,
      moduleCode: 'DONATION',
      paymentMethod: 'jazz_cash',
      status: 'pending_review',
      amountPaisa: 100_000,
      phone: '+923001112233',
      receiptKey,
      receiptType: 'image/png',
      receiptPdfKey,
    })
    .returning();
  return row!;
}

async function privateKeys(t: TestContext) {
  const keys: string[] = [];
  for await (const file of t.storage.list('private')) keys.push(file.key);
  return keys.sort();
}

describe.each(['local disk', 's3'])('removing private files no donation names, on %s', (name) => {
  let t: TestContext;
  let s3: TestS3 | undefined;
  beforeAll(async () => {
    s3 = name === 's3' ? await startS3() : undefined;
    t = await createTestApp({ storage: s3?.storage });
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  it('removes old receipts and receipt PDFs that no row names, and keeps the rest', async () => {
    const keep = ['receipts/2026-01/kept.png', 'receipt-pdfs/2026-01/kept.pdf', 'receipts/2026-01/second.png', 'books/guide.pdf'];
    const orphans = ['receipts/2026-01/crashed.png', 'receipt-pdfs/2026-01/crashed.pdf'];
    for (const key of [...keep, ...orphans]) await t.storage.put('private', key, 'bytes');
    await donationWith(t, 'receipts/2026-01/kept.png', 'receipt-pdfs/2026-01/kept.pdf');
    await donationWith(t, 'receipts/2026-01/second.png');

    // Files just written may belong to a request still on its way to the database.
    expect(await removeOrphanFiles(t.app.db, t.storage, new Date(Date.now() + HOUR / 2))).toEqual([]);
    expect(await privateKeys(t)).toEqual([...keep, ...orphans].sort());

    const removed = await removeOrphanFiles(t.app.db, t.storage, new Date(Date.now() + 2 * HOUR));
    expect(removed.sort()).toEqual(orphans.sort());
    // Book PDFs live in the private area too, and are no one's to remove.
    expect(await privateKeys(t)).toEqual(keep.sort());
    expect(await removeOrphanFiles(t.app.db, t.storage, new Date(Date.now() + 2 * HOUR))).toEqual([]);
  });

  it('keeps a receipt PDF while any row names it, and lets it go once none does', async () => {
    const row = await donationWith(t, 'receipts/2026-02/pdf-owner.png', 'receipt-pdfs/2026-02/current.pdf');
    await t.storage.put('private', 'receipts/2026-02/pdf-owner.png', 'bytes');
    await t.storage.put('private', 'receipt-pdfs/2026-02/current.pdf', 'bytes');
    const later = new Date(Date.now() + 2 * HOUR);
    expect(await removeOrphanFiles(t.app.db, t.storage, later)).toEqual([]);
    await t.app.db.update(donations).set({ receiptPdfKey: null }).where(eq(donations.id, row.id));
    expect(await removeOrphanFiles(t.app.db, t.storage, later)).toEqual(['receipt-pdfs/2026-02/current.pdf']);
  });
});
