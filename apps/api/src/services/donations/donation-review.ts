import { and, asc, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { rupees, toPaisa } from '@foundation/contract/common';
import { DONATIONS_PER_PAGE, reviewMessages, type DonationFilterOptions, type DonationListParams, type ReviewDecision } from '@foundation/contract/donation-review';
import type { Db } from '../../db/client.ts';
import { campaigns, donationFunds, donationItems, donations, funds, staff, welfareCategories } from '../../db/schema/index.ts';
import type { Storage } from '../../adapters/storage.ts';
import { donationRecords, donorNameOf, findDonationRecord, purposeOf, type DonationRecord } from './donation-records.ts';
import { donationWhere } from './donation-filters.ts';
import type { Donation } from './donations.ts';
import { refuse, staffWrite, type StaffActor } from '../write.ts';
import { changedFields, recordAudit } from '../audit.ts';
import { CAMPAIGNS } from '../catalogue/campaigns.ts';
import { receiptTwins } from './receipt-hashes.ts';

export function toSummary(r: DonationRecord) {
  return {
    id: r.id,
    reference: r.reference,
    created_at: r.createdAt.toISOString(),
    status: r.status,
    payment_method: r.paymentMethod,
    module_code: r.moduleCode,
    amount: rupees(r.amountPaisa),
    amount_received: r.receivedPaisa === null ? null : rupees(r.receivedPaisa),
    currency: r.currency,
    donor_name: donorNameOf(r),
    phone: r.phone,
    email: r.email,
    purpose: purposeOf(r),
    has_receipt: r.receiptKey !== null,
  };
}

/**
 * Newest first, one page; a search looks at the reference, phone and e-mail a donor would quote.
 * The per-status counts follow every other filter, so each badge says what its tab would show.
 */
export async function listDonations(db: Db, query: DonationListParams) {
  const where = donationWhere(query);
  const [rows, [total], perStatus, perFund] = await Promise.all([
    donationRecords(db).where(where).orderBy(desc(donations.createdAt), desc(donations.id)).limit(DONATIONS_PER_PAGE).offset((query.page - 1) * DONATIONS_PER_PAGE),
    db.select({ n: count() }).from(donations).where(where),
    db.select({ status: donations.status, n: count() }).from(donations).where(donationWhere(query, { withStatus: false })).groupBy(donations.status),
    fundTotals(db, where),
  ]);
  const counts: Record<string, number> = Object.fromEntries(perStatus.map((s) => [s.status, Number(s.n)]));
  counts.all = perStatus.reduce((sum, s) => sum + Number(s.n), 0);
  return { data: rows.map(toSummary), total: Number(total?.n ?? 0), page: query.page, per_page: DONATIONS_PER_PAGE, counts, fund_totals: perFund };
}

/** What the filtered gifts (every page) give each fund, by their fund lines: pledged amounts, in the funds' order. */
async function fundTotals(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({ fund: funds.code, name: funds.name, paisa: sql<string>`sum(${donationFunds.amountPaisa})`, gifts: count() })
    .from(donationFunds)
    .innerJoin(funds, eq(funds.id, donationFunds.fundId))
    .innerJoin(donations, eq(donations.id, donationFunds.donationId))
    .where(where)
    .groupBy(funds.id, funds.code, funds.name, funds.position)
    .orderBy(asc(funds.position), asc(funds.id));
  return rows.map((r) => ({ fund: r.fund, name: r.name, amount: rupees(Number(r.paisa)), gifts: Number(r.gifts) }));
}

/**
 * The choices of the campaign and category filters: every campaign (drafts too: old gifts may
 * name one) and every category a gift or the donation form has used.
 */
export async function donationFilterOptions(db: Db): Promise<DonationFilterOptions> {
  const [campaignRows, given, offered, fundRows] = await Promise.all([
    db.select({ id: campaigns.id, title: campaigns.title }).from(campaigns).orderBy(asc(campaigns.title), asc(campaigns.id)),
    db.selectDistinct({ name: donations.category }).from(donations).where(isNotNull(donations.category)),
    db.select({ name: welfareCategories.name }).from(welfareCategories),
    // Hidden funds too: old gifts may be in one.
    db.select({ code: funds.code, name: funds.name }).from(funds).orderBy(asc(funds.position), asc(funds.id)),
  ]);
  const byKey = new Map<string, string>();
  for (const { name } of [...offered, ...given]) if (name?.trim()) byKey.set(name.trim().toLowerCase(), byKey.get(name.trim().toLowerCase()) ?? name.trim());
  return { campaigns: campaignRows, categories: [...byKey.values()].sort((a, b) => a.localeCompare(b)), funds: fundRows };
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
        receiptSha256: donations.receiptSha256,
        receiptPhash: donations.receiptPhash,
        reviewer: staff.name,
      })
      .from(donations)
      .leftJoin(staff, eq(staff.id, donations.reviewedBy))
      .where(eq(donations.id, id)),
    db.select({ title: donationItems.title, amountPaisa: donationItems.amountPaisa }).from(donationItems).where(eq(donationItems.donationId, id)),
  ]);
  const twins = await receiptTwins(db, { id, receiptSha256: extra!.receiptSha256, receiptPhash: extra!.receiptPhash, transactionId: row.transactionId });
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
    transaction_id: row.transactionId,
    duplicates: twins.map((d) => ({ id: d.id, reference: d.reference, created_at: d.createdAt.toISOString(), status: d.status, reasons: d.reasons })),
  };
}

/** The receipt's bytes from the private area, with the type its bytes were checked to be on upload. */
export async function readReceipt(db: Db, storage: Storage, id: number) {
  const [row] = await db.select({ key: donations.receiptKey, type: donations.receiptType, reference: donations.reference }).from(donations).where(eq(donations.id, id));
  if (!row?.key) return null;
  const file = await storage.read('private', row.key);
  return file ? { ...file, type: row.type ?? 'application/octet-stream', name: `receipt-${row.reference}.${row.key.split('.').pop()}` } : null;
}

export type ReviewOutcome =
  | { status: 'reviewed'; donation: Donation }
  | { status: 'not-found' }
  | { status: 'not-reviewable' }
  | { status: 'invalid'; errors: Record<string, string[]> };

/** What a review decides, as the audit log keeps it: the decision, who took it, what arrived and what the donor was told. */
const reviewState = (d: Pick<Donation, 'reference' | 'status' | 'reviewedBy' | 'reviewNote' | 'receivedPaisa' | 'transactionId'>) => ({
  reference: d.reference,
  status: d.status,
  reviewed_by: d.reviewedBy,
  review_note: d.reviewNote,
  received_amount: d.receivedPaisa === null ? null : rupees(d.receivedPaisa),
  transaction_id: d.transactionId,
});

/** One decision on a receipt: partial payments carry what arrived, statements their transaction id. */
export interface Decision {
  status: 'verified' | 'rejected';
  note: string;
  /** Null: the whole pledged amount arrived (or nothing did: a rejection). */
  receivedPaisa: number | null;
  transactionId: string | null;
}

/**
 * What to store as received for rupees finance typed: null for the whole pledge (or none given),
 * the paisa for less, and a message when it is more than was pledged.
 */
export function receivedFor(pledgedPaisa: number, amount: number | undefined): { receivedPaisa: number | null } | { error: string } {
  if (amount === undefined) return { receivedPaisa: null };
  const paisa = toPaisa(amount);
  if (paisa <= 0) return { error: reviewMessages.receivedPositive };
  if (paisa > pledgedPaisa) return { error: reviewMessages.receivedAbovePledged(rupees(pledgedPaisa)) };
  return { receivedPaisa: paisa === pledgedPaisa ? null : paisa };
}

/**
 * Decides a gift still waiting for review, inside the caller's staffWrite, and audits it there:
 * the fields it changed and the reference that names the gift, never the receipt. Answers the
 * row, or null when it was decided meanwhile (the update matches only a waiting gift).
 */
export async function decideInTx(tx: Db, staff: StaffActor, old: Donation, d: Decision): Promise<Donation | null> {
  const [donation] = await tx
    .update(donations)
    .set({
      status: d.status,
      reviewedAt: sql`now()`,
      reviewedBy: staff.id,
      reviewNote: d.note || null,
      receivedPaisa: d.status === 'verified' ? d.receivedPaisa : null,
      ...(d.transactionId ? { transactionId: d.transactionId } : {}),
    })
    .where(and(eq(donations.id, old.id), eq(donations.status, 'pending_review')))
    .returning();
  if (!donation) return null;
  const action = d.status === 'verified' ? 'verify' : 'reject';
  await recordAudit(tx, staff, { action, entity: 'donations', entityId: old.id, ...changedFields(reviewState(old), reviewState(donation), ['reference']) });
  return donation;
}

/**
 * Verifies (wholly or in part) or rejects a receipt once: the row is locked and must still be
 * waiting, so two staff members clicking at the same moment cannot both decide it. The decision
 * is audited in the same transaction.
 */
export async function reviewDonation(db: Db, staff: StaffActor, id: number, body: ReviewDecision): Promise<ReviewOutcome> {
  const done = await staffWrite(db, staff, [CAMPAIGNS], async (tx) => {
    const [old] = await tx.select().from(donations).where(eq(donations.id, id)).for('update');
    if (!old) return refuse({ status: 'not-found' });
    if (old.status !== 'pending_review') return refuse({ status: 'conflict', message: reviewMessages.notReviewable });
    const received = receivedFor(old.amountPaisa, body.received_amount);
    if ('error' in received) return refuse({ status: 'invalid', errors: { received_amount: [received.error] } });
    const donation = await decideInTx(tx, staff, old, { status: body.status, note: body.note, receivedPaisa: received.receivedPaisa, transactionId: body.transaction_id || null });
    return donation ?? refuse({ status: 'conflict', message: reviewMessages.notReviewable });
  });
  if (done.status === 'ok') return { status: 'reviewed', donation: done.value };
  if (done.status === 'invalid') return done;
  return done.status === 'not-found' ? done : { status: 'not-reviewable' };
}
