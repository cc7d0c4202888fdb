import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inLocale, type ContentLocale } from '../../lib/content-language.ts';
import { formatMoney } from '@foundation/contract/money';
import { books, campaigns, donationFunds, donationItems, donations, funds } from '../../db/schema/index.ts';
import type { Translations } from '@foundation/contract/admin/translations';

/**
 * A donation as people read it (staff in the back office, the donor tracking it, the receipt PDF):
 * the row with the campaign or book it pays for and the copies ordered.
 */
const recordColumns = {
  id: donations.id,
  reference: donations.reference,
  createdAt: donations.createdAt,
  updatedAt: donations.updatedAt,
  status: donations.status,
  paymentMethod: donations.paymentMethod,
  moduleCode: donations.moduleCode,
  amountPaisa: donations.amountPaisa,
  receivedPaisa: donations.receivedPaisa,
  currency: donations.currency,
  firstName: donations.firstName,
  lastName: donations.lastName,
  phone: donations.phone,
  email: donations.email,
  category: donations.category,
  campaignId: donations.campaignId,
  bookId: donations.bookId,
  receiptKey: donations.receiptKey,
  receiptPdfKey: donations.receiptPdfKey,
  reviewedAt: donations.reviewedAt,
  reviewNote: donations.reviewNote,
  transactionId: donations.transactionId,
  /** The language the gift was made in: its mails and receipt are in it. */
  locale: donations.locale,
  campaignTitle: campaigns.title,
  bookTitle: books.title,
  /** Their Urdu, for the donor tracking a gift in Urdu. */
  campaignTranslations: campaigns.translations,
  bookTranslations: books.translations,
  // A book order has one item; its quantity is the copies ordered.
  copies: sql<number | null>`(select max(${donationItems.quantity}) from ${donationItems} where ${donationItems.donationId} = ${donations.id})`.mapWith(Number),
  /** The funds the gift belongs to, largest first (funds.ts); empty only for a row written outside the gift paths. */
  fundLines: sql<StoredFundLine[] | null>`(select json_agg(json_build_object('code', ${funds.code}, 'name', ${funds.name}, 'translations', ${funds.translations}, 'paisa', ${donationFunds.amountPaisa}) order by ${donationFunds.amountPaisa} desc, ${donationFunds.id})
    from ${donationFunds} join ${funds} on ${funds.id} = ${donationFunds.fundId} where ${donationFunds.donationId} = ${donations.id})`,
};

interface StoredFundLine {
  code: string;
  name: string;
  translations: Translations;
  paisa: number;
}

export function donationRecords(db: Db) {
  return db
    .select(recordColumns)
    .from(donations)
    .leftJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .leftJoin(books, eq(books.id, donations.bookId));
}
export type DonationRecord = Awaited<ReturnType<typeof donationRecords>>[number];

export async function findDonationRecord(db: Db, by: { id: number } | { reference: string }): Promise<DonationRecord | null> {
  const [row] = await donationRecords(db).where('id' in by ? eq(donations.id, by.id) : eq(donations.reference, by.reference));
  return row ?? null;
}

export const copiesText = (copies: number) => `${copies} ${copies === 1 ? 'copy' : 'copies'}`;

/**
 * What the gift is for, in words: the campaign, the book with its copies, or the welfare category
 * (as the donor chose it). In Urdu for a donor tracking their gift in Urdu; staff, the
 * receipt PDF and reports read English.
 */
export function purposeOf(
  r: Pick<DonationRecord, 'campaignTitle' | 'bookTitle' | 'copies' | 'category'> & Partial<Pick<DonationRecord, 'campaignTranslations' | 'bookTranslations'>>,
  locale: ContentLocale = 'en',
): string {
  if (r.campaignTitle) return inLocale(locale, r.campaignTitle, r.campaignTranslations, 'title');
  if (r.bookTitle) {
    const copies = r.copies ?? 1;
    const title = inLocale(locale, r.bookTitle, r.bookTranslations, 'title');
    return locale === 'ur' ? `کتاب: ${title}، ${copies} ${copies === 1 ? 'نسخہ' : 'نسخے'}` : `Book: ${title}, ${copiesText(copies)}`;
  }
  return r.category ?? (locale === 'ur' ? 'عمومی عطیہ' : 'General donation');
}

/**
 * The fund in words: "Zakat", or for a split "Zakat Rs 20,000.00 + Sadaqah Rs 5,000.00". A gift
 * with no line (written before funds, outside the gift paths) is General, as a gift naming none is.
 */
export function fundOf(r: Pick<DonationRecord, 'fundLines'>, locale: ContentLocale = 'en'): string {
  const lines = r.fundLines ?? [];
  if (lines.length === 0) return locale === 'ur' ? 'عمومی (عطیات)' : 'General (Atiyat)';
  const name = (l: StoredFundLine) => inLocale(locale, l.name, l.translations, 'name');
  if (lines.length === 1) return name(lines[0]!);
  return lines.map((l) => `${name(l)} ${formatMoney(l.paisa / 100, { decimals: 'always' })}`).join(' + ');
}

export function donorNameOf(r: Pick<DonationRecord, 'firstName' | 'lastName'>): string | null {
  return [r.firstName, r.lastName].filter(Boolean).join(' ') || null;
}

/**
 * What reached the account: the amount finance verified when only part of the gift arrived,
 * otherwise the whole amount. Campaign totals, reports and the receipt PDF count this.
 */
export const arrivedPaisa = (r: Pick<DonationRecord, 'amountPaisa' | 'receivedPaisa'>) => r.receivedPaisa ?? r.amountPaisa;

/** When it was confirmed: the review for a receipt, the settlement (last change) for a card. */
export const confirmedAt = (r: Pick<DonationRecord, 'reviewedAt' | 'updatedAt'>) => r.reviewedAt ?? r.updatedAt;
