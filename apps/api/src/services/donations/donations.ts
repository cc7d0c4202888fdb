import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cacheBusOf, PUBLIC_PAGES } from '../../lib/cache-bus.ts';
import { donationFunds, donationItems, donations } from '../../db/schema/index.ts';
import type { FundLine } from '../funds/funds.ts';
import type { Settlement } from '../../adapters/stripe.ts';

export type Donation = typeof donations.$inferSelect;
export type NewDonation = Omit<typeof donations.$inferInsert, 'id' | 'reference' | 'createdAt' | 'updatedAt'>;
export interface DonationItem {
  /** Null for a custom amount or a book (the spec's task_id 0). */
  taskId: number | null;
  title: string;
  /** The price of all the copies, for a book. */
  amountPaisa: number;
  /** Copies of a book; one when absent. */
  quantity?: number;
}

/** Crockford's base32: no I, L, O or U, so a reference read over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A reference like FD-7K3M9QXA: 40 random bits, so references say nothing about how many gifts we get. */
export function newReference(): string {
  let out = 'FD-';
  for (let i = 0; i < 8; i++) out += ALPHABET[randomInt(32)];
  return out;
}

/**
 * Writes a donation with its items and fund lines in one transaction. With an idempotency key already
 * used it writes nothing and returns null, so a repeated submission never becomes a second gift.
 */
export function insertDonation(db: Db, values: NewDonation, items: DonationItem[], fundLines: FundLine[]): Promise<Donation | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(donations)
      .values({ ...values, reference: newReference() })
      .onConflictDoNothing({ target: donations.idempotencyKey })
      .returning();
    if (!row) return null;
    if (items.length > 0) await tx.insert(donationItems).values(items.map((item) => ({ ...item, donationId: row.id })));
    if (fundLines.length > 0) await tx.insert(donationFunds).values(fundLines.map((line) => ({ ...line, donationId: row.id })));
    return row;
  });
}

/** The donation for this idempotency key: the one just written, or the one an identical request wrote. */
export async function recordOnce(db: Db, values: NewDonation & { idempotencyKey: string }, items: DonationItem[], fundLines: FundLine[]) {
  const row = await insertDonation(db, values, items, fundLines);
  if (row) return row;
  const [existing] = await db.select().from(donations).where(eq(donations.idempotencyKey, values.idempotencyKey));
  if (!existing) throw new Error('Donation vanished after an idempotency conflict');
  return existing;
}

export async function findDonation(db: Db, by: { reference?: string; paymentIntentId?: string }) {
  const where = by.paymentIntentId
    ? eq(donations.stripePaymentIntentId, by.paymentIntentId)
    : by.reference
      ? eq(donations.reference, by.reference)
      : undefined;
  if (!where) return null;
  const [row] = await db.select().from(donations).where(where);
  return row ?? null;
}

export type { Settlement };

/**
 * Moves a card donation to its outcome and returns the row when this call changed its status
 * (so the caller sends the e-mail exactly once). A failure never overwrites a success; a success
 * reported by Stripe after a failure wins, since money did move.
 */
export async function settleDonation(db: Db, id: number, s: Settlement): Promise<Donation | null> {
  const paymentIntent = s.paymentIntentId
    ? { stripePaymentIntentId: sql`coalesce(${donations.stripePaymentIntentId}, ${s.paymentIntentId})` }
    : {};
  if (!s.status) {
    if (s.paymentIntentId) await db.update(donations).set(paymentIntent).where(eq(donations.id, id));
    return null;
  }
  const from = s.status === 'succeeded' ? (['pending', 'failed'] as const) : (['pending'] as const);
  const [row] = await db
    .update(donations)
    .set({ ...paymentIntent, status: s.status, failureReason: s.status === 'failed' ? (s.failureReason ?? null) : null })
    .where(and(eq(donations.id, id), eq(donations.paymentMethod, 'card'), inArray(donations.status, [...from])))
    .returning();
  return row ?? null;
}

/** Card donations still waiting for an outcome, oldest first, left alone while a request may still be in flight. */
export function pendingCardDonations(db: Db, minAgeMs: number, limit = 200) {
  return db
    .select()
    .from(donations)
    .where(
      and(
        eq(donations.paymentMethod, 'card'),
        eq(donations.status, 'pending'),
        lte(donations.createdAt, new Date(Date.now() - minAgeMs)),
      ),
    )
    .orderBy(asc(donations.createdAt))
    .limit(limit);
}

/**
 * A card gift that succeeded raises its campaign's total on /donate and the home page: their
 * rendered HTML is dropped in every process, so a donor who goes back sees the gift counted (staff
 * verifying a wallet or bank gift clear it through their write). Called after the change commits.
 */
export const showGiftOnPages = (db: Db) => cacheBusOf(db).publish(PUBLIC_PAGES);
