import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import { isConfirmedStatus } from '@foundation/contract/donation-codes';
import { paymentMethodLabels } from '@foundation/contract/donation-review';
import type { Db } from '../db/client.ts';
import { donations } from '../db/schema/index.ts';
import type { Storage } from '../adapters/storage.ts';
import { arrivedPaisa, confirmedAt, donorNameOf, findDonationRecord, purposeOf, type DonationRecord } from './donation-records.ts';
import { renderReceiptPdf, type ReceiptContent } from './receipt-pdf.ts';
import { readSettings } from './settings.ts';

export interface ReceiptDeps {
  db: Db;
  storage: Storage;
}

export interface ReceiptPdfFile {
  name: string;
  bytes: Buffer;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function contentOf(db: Db, r: DonationRecord): Promise<ReceiptContent> {
  const s = await readSettings(db);
  const book = r.moduleCode === 'BOOK';
  return {
    organisation: { name: s.company_name, address: s.company_address, phone: s.company_phone, email: s.company_email },
    title: book ? 'Book order receipt' : 'Donation receipt',
    reference: r.reference,
    confirmedAt: confirmedAt(r),
    donorName: donorNameOf(r),
    // What reached the account: a partly paid gift's receipt is for the part that arrived.
    amountPaisa: arrivedPaisa(r),
    purpose: purposeOf(r),
    paymentMethod: paymentMethodLabels[r.paymentMethod],
    thanks: book
      ? 'Thank you for your order. Your book will be sent to the address you gave us.'
      : 'Thank you for your generosity. May it be a blessing for you and for those it reaches.',
  };
}

async function storedPdf(storage: Storage, key: string | null) {
  const file = key ? await storage.read('private', key) : null;
  return file ? readAll(file.stream) : null;
}

/**
 * The receipt PDF of a confirmed gift, made the first time it is asked for and kept in the private
 * area: every later request, staff's or the donor's, gets the same bytes. Null while the gift is
 * not confirmed. Two first requests at once both render, but only one key is recorded.
 */
export async function receiptPdfFile(deps: ReceiptDeps, r: DonationRecord): Promise<ReceiptPdfFile | null> {
  if (!isConfirmedStatus(r.status)) return null;
  const name = `receipt-${r.reference}.pdf`;
  const stored = await storedPdf(deps.storage, r.receiptPdfKey);
  if (stored) return { name, bytes: stored };

  const bytes = await renderReceiptPdf(await contentOf(deps.db, r));
  const key = `receipt-pdfs/${confirmedAt(r).toISOString().slice(0, 7)}/${randomUUID()}.pdf`;
  await deps.storage.put('private', key, bytes);
  // Only replaces the key this request saw (none, or one whose file is gone).
  const [won] = await deps.db
    .update(donations)
    .set({ receiptPdfKey: key })
    .where(and(eq(donations.id, r.id), r.receiptPdfKey ? eq(donations.receiptPdfKey, r.receiptPdfKey) : isNull(donations.receiptPdfKey)))
    .returning({ id: donations.id });
  if (won) return { name, bytes };
  await deps.storage.remove('private', key);
  const current = await findDonationRecord(deps.db, { id: r.id });
  const theirs = await storedPdf(deps.storage, current?.receiptPdfKey ?? null);
  if (!theirs) throw new Error('Receipt PDF lost between two first requests');
  return { name, bytes: theirs };
}

/** By id, for staff and for the mail sent when staff verify. */
export async function receiptPdfById(deps: ReceiptDeps, id: number): Promise<ReceiptPdfFile | null | 'not-found'> {
  const record = await findDonationRecord(deps.db, { id });
  return record ? receiptPdfFile(deps, record) : 'not-found';
}
