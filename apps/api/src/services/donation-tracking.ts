import { rupees } from '@foundation/contract/common';
import { isConfirmedStatus, type DonationStatus, type TrackingStatus } from '@foundation/contract/donation-codes';
import { internationalPhone, type TrackedDonation } from '@foundation/contract/donation-tracking';
import type { Db } from '../db/client.ts';
import { donorNameOf, findDonationRecord, purposeOf, type DonationRecord } from './donation-records.ts';

/**
 * What a donor is told about each stored status. `partly_received` waits for staff to record a
 * received amount below the declared one, which nothing records yet.
 */
const trackingStatusOf: Record<DonationStatus, TrackingStatus> = {
  pending_review: 'received',
  verified: 'verified',
  rejected: 'rejected',
  pending: 'processing',
  succeeded: 'verified',
  failed: 'failed',
};

/**
 * The donation with this reference, only when it was given with this phone number. An unknown
 * reference and a wrong phone both answer null, so a caller cannot tell which one failed.
 */
export async function findTrackedDonation(db: Db, reference: string, phone: string): Promise<DonationRecord | null> {
  const row = await findDonationRecord(db, { reference });
  if (!row || internationalPhone(row.phone) !== internationalPhone(phone)) return null;
  return row;
}

export function toTrackedDonation(r: DonationRecord): TrackedDonation {
  return {
    reference: r.reference,
    status: trackingStatusOf[r.status],
    amount: rupees(r.amountPaisa),
    amount_received: null,
    currency: r.currency,
    payment_method: r.paymentMethod,
    module_code: r.moduleCode,
    purpose: purposeOf(r),
    campaign_id: r.campaignId,
    book_id: r.bookId,
    donor_name: donorNameOf(r),
    created_at: r.createdAt.toISOString(),
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
    rejection_reason: r.status === 'rejected' ? r.reviewNote : null,
    receipt_available: isConfirmedStatus(r.status),
  };
}
