import { asc, inArray } from 'drizzle-orm';
import { rupees } from '@foundation/contract/common';
import { statementMessages, type BulkVerifyMatches } from '@foundation/contract/donation-statement';
import type { Db } from '../../db/client.ts';
import { donations } from '../../db/schema/index.ts';
import { refuse, staffWrite, type Outcome, type StaffActor } from '../write.ts';
import { CAMPAIGNS } from '../catalogue/campaigns.ts';
import { decideInTx, receivedFor } from './donation-review.ts';
import type { Donation } from './donations.ts';

/**
 * Verifies the matches finance chose from a statement in one transaction: every gift must still be
 * waiting and no amount may pass its pledge, or nothing is verified (a 409 naming the gift, or a
 * 422 naming the line's field). Each gift is audited like a single verification and keeps the
 * statement's transaction id; the caller mails the donors once this has committed.
 */
export async function bulkVerify(db: Db, staff: StaffActor, matches: BulkVerifyMatches): Promise<Outcome<Donation[]>> {
  return staffWrite(db, staff, [CAMPAIGNS], async (tx) => {
    // Locked in id order, so two bulk verifications sharing gifts cannot deadlock each other.
    const rows = await tx
      .select()
      .from(donations)
      .where(inArray(donations.id, matches.map((x) => x.donation_id)))
      .orderBy(asc(donations.id))
      .for('update');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const errors: Record<string, string[]> = {};
    matches.forEach((x, i) => {
      const gift = byId.get(x.donation_id);
      if (!gift) return refuse({ status: 'not-found' });
      if (gift.status !== 'pending_review') return refuse({ status: 'conflict', message: statementMessages.noLongerPending(gift.reference) });
      const received = receivedFor(gift.amountPaisa, x.amount);
      if ('error' in received) errors[`matches.${i}.amount`] = [received.error];
    });
    if (Object.keys(errors).length) return refuse({ status: 'invalid', errors });

    const verified: Donation[] = [];
    for (const x of matches) {
      const gift = byId.get(x.donation_id)!;
      const { receivedPaisa } = receivedFor(gift.amountPaisa, x.amount) as { receivedPaisa: number | null };
      const done = await decideInTx(tx, staff, gift, { status: 'verified', note: '', receivedPaisa, transactionId: x.transaction_id || null });
      verified.push(done ?? refuse({ status: 'conflict', message: statementMessages.noLongerPending(gift.reference) }));
    }
    return verified;
  });
}

/** How the answer names each verified gift. */
export const verifiedSummary = (d: Donation) => ({
  id: d.id,
  reference: d.reference,
  amount_received: rupees(d.receivedPaisa ?? d.amountPaisa),
  partial: d.receivedPaisa !== null,
});
