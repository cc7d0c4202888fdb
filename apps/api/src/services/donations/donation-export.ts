import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, asc, count, desc, eq, inArray, lte, max, sql, type SQL } from 'drizzle-orm';
import { isConfirmedStatus } from '@foundation/contract/donation-codes';
import { donationStatusLabels, moduleLabels, paymentMethodLabels, type DonationFilters } from '@foundation/contract/donation-review';
import type { Db } from '../../db/client.ts';
import { books, campaigns, donationFunds, donationItems, donations, funds, staff } from '../../db/schema/index.ts';
import { donorNameOf } from './donation-records.ts';
import { ZONE, donationWhere } from './donation-filters.ts';

/** Rows read from the database at a time: quick, and small in memory whatever the export's size. */
export const DONATION_EXPORT_PAGE = 1000;

const karachiTime = (column: typeof donations.createdAt | typeof donations.reviewedAt) =>
  sql<string | null>`to_char(${column} at time zone ${ZONE}, 'YYYY-MM-DD HH24:MI')`;

function page(db: Db) {
  return db
    .select({
      id: donations.id,
      // The keyset cursor as PostgreSQL writes it: microseconds survive, which a JS Date would drop.
      cursor: sql<string>`${donations.createdAt}::text`,
      reference: donations.reference,
      date: karachiTime(donations.createdAt),
      status: donations.status,
      paymentMethod: donations.paymentMethod,
      moduleCode: donations.moduleCode,
      category: donations.category,
      campaign: campaigns.title,
      book: books.title,
      amountPaisa: donations.amountPaisa,
      receivedPaisa: donations.receivedPaisa,
      firstName: donations.firstName,
      lastName: donations.lastName,
      email: donations.email,
      phone: donations.phone,
      city: donations.city,
      country: donations.country,
      transactionId: donations.transactionId,
      reviewer: staff.name,
      reviewedAt: karachiTime(donations.reviewedAt),
      note: donations.reviewNote,
      failureReason: donations.failureReason,
    })
    .from(donations)
    .leftJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .leftJoin(books, eq(books.id, donations.bookId))
    .leftJoin(staff, eq(staff.id, donations.reviewedBy))
    .$dynamic();
}
type Row = Awaited<ReturnType<ReturnType<typeof page>['execute']>>[number];

/** "Winter quilts (Rs 5000.00); Custom (Rs 250.00)": every line of the gift, for the ledger. */
async function itemLines(db: Db, ids: number[]) {
  const rows = ids.length
    ? await db
        .select({ donationId: donationItems.donationId, title: donationItems.title, amountPaisa: donationItems.amountPaisa, quantity: donationItems.quantity })
        .from(donationItems)
        .where(inArray(donationItems.donationId, ids))
        .orderBy(asc(donationItems.id))
    : [];
  const lines = new Map<number, string[]>();
  for (const r of rows) {
    const copies = r.quantity > 1 ? ` x${r.quantity}` : '';
    (lines.get(r.donationId) ?? lines.set(r.donationId, []).get(r.donationId)!).push(`${r.title}${copies} (Rs ${rupeesText(r.amountPaisa)})`);
  }
  return lines;
}

/** "Zakat (Rs 3000.00); Sadaqah (Rs 2000.00)": the gift's fund lines, so the books can keep Zakat apart. */
async function fundLines(db: Db, ids: number[]) {
  const rows = ids.length
    ? await db
        .select({ donationId: donationFunds.donationId, name: funds.name, amountPaisa: donationFunds.amountPaisa })
        .from(donationFunds)
        .innerJoin(funds, eq(funds.id, donationFunds.fundId))
        .where(inArray(donationFunds.donationId, ids))
        .orderBy(asc(funds.position), asc(funds.id))
    : [];
  const lines = new Map<number, string[]>();
  for (const r of rows) (lines.get(r.donationId) ?? lines.set(r.donationId, []).get(r.donationId)!).push(`${r.name} (Rs ${rupeesText(r.amountPaisa)})`);
  return lines;
}

/** Rupees as a spreadsheet reads a number: 1500.00, no grouping, never rounded. */
const rupeesText = (paisa: number) => (paisa / 100).toFixed(2);

type Lines = { items: string; funds: string };
const columns: { header: string; value: (r: Row, lines: Lines) => string | null }[] = [
  { header: 'Reference', value: (r) => r.reference },
  { header: 'Date (Karachi)', value: (r) => r.date },
  { header: 'Status', value: (r) => donationStatusLabels[r.status] },
  { header: 'Method', value: (r) => paymentMethodLabels[r.paymentMethod] },
  { header: 'For', value: (r) => moduleLabels[r.moduleCode] },
  { header: 'Category', value: (r) => r.category },
  { header: 'Campaign', value: (r) => r.campaign },
  { header: 'Book', value: (r) => r.book },
  { header: 'Items', value: (_r, lines) => lines.items },
  { header: 'Fund', value: (_r, lines) => lines.funds },
  { header: 'Pledged (Rs)', value: (r) => rupeesText(r.amountPaisa) },
  // What reached the account: empty until the gift is verified or the card charged.
  { header: 'Received (Rs)', value: (r) => (isConfirmedStatus(r.status) ? rupeesText(r.receivedPaisa ?? r.amountPaisa) : null) },
  { header: 'Donor', value: (r) => donorNameOf(r) },
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'City', value: (r) => r.city },
  { header: 'Country', value: (r) => r.country },
  { header: 'Transaction id', value: (r) => r.transactionId },
  { header: 'Reviewed by', value: (r) => r.reviewer },
  { header: 'Reviewed at (Karachi)', value: (r) => r.reviewedAt },
  { header: 'Note', value: (r) => r.note ?? r.failureReason },
];

/**
 * The filtered donations list as CSV, newest first like the list, streamed: one page of rows is
 * read after the last one sent (keyset on created_at and id, so each page costs the same however
 * deep the export is), and only when the client has taken the page before. 100,000 gifts never sit
 * in memory together (bench/csv-export.ts).
 *
 * UTF-8 with a byte order mark, so Excel shows Urdu names as written. Donors type names, notes and
 * cities: a cell starting with = + - @ (or a tab or carriage return) gets a leading ' so a
 * spreadsheet never runs it as a formula (OWASP CSV injection).
 */
export function donationCsv(db: Db, filters: DonationFilters, opts: { pageSize?: number; onError?: (error: Error) => void; lastId?: number } = {}): Readable {
  const pageSize = opts.pageSize ?? DONATION_EXPORT_PAGE;
  // Up to the last gift counted when the export began (planDonationExport): the file holds the rows the audit log counts.
  const where = and(donationWhere(filters), opts.lastId === undefined ? undefined : lte(donations.id, opts.lastId));
  async function* records() {
    let after: { cursor: string; id: number } | null = null;
    for (;;) {
      const keyset: SQL | undefined = after ? sql`(${donations.createdAt}, ${donations.id}) < (${after.cursor}::timestamptz, ${after.id})` : undefined;
      const rows: Row[] = await page(db)
        .where(and(where, keyset))
        .orderBy(desc(donations.createdAt), desc(donations.id))
        .limit(pageSize);
      const ids = rows.map((r) => r.id);
      const [items, fundsOf] = await Promise.all([itemLines(db, ids), fundLines(db, ids)]);
      for (const r of rows) {
        const lines = { items: (items.get(r.id) ?? []).join('; '), funds: (fundsOf.get(r.id) ?? []).join('; ') };
        yield columns.map((c) => c.value(r, lines) ?? '');
      }
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1]!;
      after = { cursor: last.cursor, id: last.id };
      // Other requests get their turn between pages: on PGlite every query runs in this thread.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const out = stringify({ bom: true, header: true, columns: columns.map((c, i) => ({ key: String(i), header: c.header })), escape_formulas: true });
  // A failed read ends the download with an error, never a file that looks whole; a client that
  // goes away stops the reads.
  pipeline(Readable.from(records()), out, (error) => {
    if (error && opts.onError) opts.onError(error);
  });
  return out;
}

/** How many gifts the filtered export holds, and the last id among them, read before its first row. */
export async function planDonationExport(db: Db, filters: DonationFilters) {
  const [found] = await db.select({ rows: count(), lastId: max(donations.id) }).from(donations).where(donationWhere(filters));
  return { rows: found?.rows ?? 0, lastId: Number(found?.lastId ?? 0) };
}
