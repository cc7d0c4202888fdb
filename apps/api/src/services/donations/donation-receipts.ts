import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { rupees } from '@foundation/contract/common';
import { formatMoney } from '@foundation/contract/money';
import { isConfirmedStatus } from '@foundation/contract/donation-codes';
import type { Db } from '../../db/client.ts';
import { donations, welfareCategories } from '../../db/schema/index.ts';
import { inLocale, type ContentLocale } from '../../lib/content-language.ts';
import type { Storage } from '../../adapters/storage.ts';
import { arrivedPaisa, confirmedAt, donorNameOf, findDonationRecord, fundOf, purposeOf, type DonationRecord } from './donation-records.ts';
import { renderReceiptPdf, type ReceiptContent } from './receipt-pdf.ts';
import { receiptWords } from '../mail/words/receipt.ts';
import { readSettings } from '../catalogue/settings.ts';

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

/** Staff's Urdu name of a welfare category a gift was given to, where they wrote one. */
async function categoryIn(db: Db, locale: ContentLocale, category: string | null) {
  if (!category || locale === 'en') return category;
  const [row] = await db
    .select({ name: welfareCategories.name, translations: welfareCategories.translations })
    .from(welfareCategories)
    .where(sql`lower(${welfareCategories.name}) = lower(${category})`)
    .limit(1);
  return row ? inLocale(locale, row.name, row.translations, 'name') : category;
}

/** The receipt in the language the gift was made in: an Urdu donor's receipt is in Urdu, all of it. */
async function contentOf(db: Db, r: DonationRecord): Promise<ReceiptContent> {
  const locale: ContentLocale = r.locale === 'ur' ? 'ur' : 'en';
  const w = receiptWords[locale];
  const s = await readSettings(db, locale);
  const book = r.moduleCode === 'BOOK';
  const donor = donorNameOf(r);
  // What reached the account: a partly paid gift's receipt is for the part that arrived.
  const paisa = arrivedPaisa(r);
  return {
    lang: locale === 'ur' ? 'ur-PK' : 'en-PK',
    rtl: w.rtl,
    organisation: { name: s.company_name, lines: [s.company_address, `${w.phone}: ${s.company_phone}`, `${w.email}: ${s.company_email}`] },
    title: w.title(book),
    reference: r.reference,
    confirmedAt: confirmedAt(r),
    rows: [
      [w.labels.reference, r.reference],
      [w.labels.verifiedOn, w.day(confirmedAt(r))],
      ...(donor ? [[w.labels.receivedFrom, donor] as [string, string]] : []),
      [w.labels.amount, formatMoney(rupees(paisa), { decimals: 'always' })],
      [w.labels.amountInWords, w.amountInWords(paisa)],
      [w.labels.for, purposeOf({ ...r, category: await categoryIn(db, locale, r.category) }, locale)],
      [w.labels.fund, fundOf(r, locale)],
      [w.labels.paymentMethod, w.methods[r.paymentMethod]],
    ],
    thanks: w.thanks(book),
    quote: w.quote(r.reference),
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
