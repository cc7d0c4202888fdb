import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { rupees } from '@foundation/contract/common';
import { DONATIONS_PER_PAGE, type DonationListParams, type ReviewDecision } from '@foundation/contract/donation-review';
import type { Db } from '../db/client.ts';
import { donationItems, donations, staff } from '../db/schema/index.ts';
import type { Storage } from '../adapters/storage.ts';
import { donationRecords, donorNameOf, findDonationRecord, purposeOf, type DonationRecord } from './donation-records.ts';
import type { Donation } from './donations.ts';

function toSummary(r: DonationRecord) {
  return {
    id: r.id,
    reference: r.reference,
    created_at: r.createdAt.toISOString(),
    status: r.status,
    payment_method: r.paymentMethod,
    module_code: r.moduleCode,
    amount: rupees(r.amountPaisa),
    currency: r.currency,
    donor_name: donorNameOf(r),
    phone: r.phone,
    email: r.email,
    purpose: purposeOf(r),
    has_receipt: r.receiptKey !== null,
  };
}

/** Newest first, one page; a search looks at the reference, phone and e-mail a donor would quote. */
export async function listDonations(db: Db, query: DonationListParams) {
  const filters: SQL[] = [];
  if (query.status !== 'all') filters.push(eq(donations.status, query.status));
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(donations.reference, like), ilike(donations.phone, like), ilike(donations.email, like))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total], perStatus] = await Promise.all([
    donationRecords(db).where(where).orderBy(desc(donations.createdAt), desc(donations.id)).limit(DONATIONS_PER_PAGE).offset((query.page - 1) * DONATIONS_PER_PAGE),
    db.select({ n: count() }).from(donations).where(where),
    db.select({ status: donations.status, n: count() }).from(donations).groupBy(donations.status),
  ]);
  const counts: Record<string, number> = Object.fromEntries(perStatus.map((s) => [s.status, Number(s.n)]));
  counts.all = perStatus.reduce((sum, s) => sum + Number(s.n), 0);
  return { data: rows.map(toSummary), total: Number(total?.n ?? 0), page: query.page, per_page: DONATIONS_PER_PAGE, counts };
}

export async function donationDetail(db: Db, id: number) {
  const row = await findDonationRecord(db, { id });
  if (!row) return null;
  const [[extra], items] = await Promise.all([
    db
      .select({
        streetAddress: donations.streetAddress,
        city: donations.city,
        country: donations.country,
        receiptType: donations.receiptType,
        failureReason: donations.failureReason,
        reviewedAt: donations.reviewedAt,
        reviewNote: donations.reviewNote,
        reviewer: staff.name,
      })
      .from(donations)
      .leftJoin(staff, eq(staff.id, donations.reviewedBy))
      .where(eq(donations.id, id)),
    db.select({ title: donationItems.title, amountPaisa: donationItems.amountPaisa }).from(donationItems).where(eq(donationItems.donationId, id)),
  ]);
  return {
    ...toSummary(row),
    items: items.map((i) => ({ title: i.title, amount: rupees(i.amountPaisa) })),
    street_address: extra!.streetAddress,
    city: extra!.city,
    country: extra!.country,
    receipt_type: extra!.receiptType,
    failure_reason: extra!.failureReason,
    reviewed_at: extra!.reviewedAt ? new Date(extra!.reviewedAt).toISOString() : null,
    reviewed_by: extra!.reviewer,
    review_note: extra!.reviewNote,
  };
}

/** The receipt's bytes from the private area, with the type its bytes were checked to be on upload. */
export async function readReceipt(db: Db, storage: Storage, id: number) {
  const [row] = await db.select({ key: donations.receiptKey, type: donations.receiptType, reference: donations.reference }).from(donations).where(eq(donations.id, id));
  if (!row?.key) return null;
  const file = await storage.read('private', row.key);
  return file ? { ...file, type: row.type ?? 'application/octet-stream', name: `receipt-${row.reference}.${row.key.split('.').pop()}` } : null;
}

export type ReviewOutcome = { status: 'reviewed'; donation: Donation } | { status: 'not-found' } | { status: 'not-reviewable' };

/**
 * Verifies or rejects a receipt once: the update only matches a donation still waiting, so two
 * staff members clicking at the same moment cannot both decide it.
 */
export async function reviewDonation(db: Db, id: number, staffId: number, body: ReviewDecision): Promise<ReviewOutcome> {
  const [donation] = await db
    .update(donations)
    .set({ status: body.status, reviewedAt: sql`now()`, reviewedBy: staffId, reviewNote: body.note || null })
    .where(and(eq(donations.id, id), eq(donations.status, 'pending_review')))
    .returning();
  if (donation) return { status: 'reviewed', donation };
  const [exists] = await db.select({ id: donations.id }).from(donations).where(eq(donations.id, id));
  return exists ? { status: 'not-reviewable' } : { status: 'not-found' };
}
