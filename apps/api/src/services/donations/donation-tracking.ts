import { rupees } from '@foundation/contract/common';
import { isConfirmedStatus, type DonationStatus, type TrackingStatus } from '@foundation/contract/donation-codes';
import { internationalPhone, type TrackedDonation } from '@foundation/contract/donation-tracking';
import type { Db } from '../../db/client.ts';
import type { ContentLocale } from '../../lib/content-language.ts';
import { donorNameOf, findDonationRecord, fundOf, purposeOf, type DonationRecord } from './donation-records.ts';

/**
 * What a donor is told about each stored status; a verified gift whose received amount is below
 * the declared one is `partly_received` (see trackingStatus).
 */
const trackingStatusOf: Record<DonationStatus, TrackingStatus> = {
  pending_review: 'received',
  verified: 'verified',
  rejected: 'rejected',
  pending: 'processing',
  succeeded: 'verified',
  failed: 'failed',
};

function trackingStatus(r: DonationRecord): TrackingStatus {
  return r.status === 'verified' && r.receivedPaisa !== null && r.receivedPaisa < r.amountPaisa ? 'partly_received' : trackingStatusOf[r.status];
}

/**
 * The donation with this reference, only when it was given with this phone number. An unknown
 * reference and a wrong phone both answer null, so a caller cannot tell which one failed.
 */
export async function findTrackedDonation(db: Db, reference: string, phone: string): Promise<DonationRecord | null> {
  const row = await findDonationRecord(db, { reference });
  if (!row || internationalPhone(row.phone) !== internationalPhone(phone)) return null;
  return row;
}

export function toTrackedDonation(r: DonationRecord, locale: ContentLocale = 'en'): TrackedDonation {
  return {
    reference: r.reference,
    status: trackingStatus(r),
    amount: rupees(r.amountPaisa),
    amount_received: r.receivedPaisa === null ? null : rupees(r.receivedPaisa),
    currency: r.currency,
    payment_method: r.paymentMethod,
    module_code: r.moduleCode,
    purpose: purposeOf(r, locale),
    fund: fundOf(r, locale),
    campaign_id: r.campaignId,
    book_id: r.bookId,
    donor_name: donorNameOf(r),
    created_at: r.createdAt.toISOString(),
    reviewed_at: r.reviewedAt?.toISOString() ?? null,
    rejection_reason: r.status === 'rejected' ? r.reviewNote : null,
    receipt_available: isConfirmedStatus(r.status),
  };
}
