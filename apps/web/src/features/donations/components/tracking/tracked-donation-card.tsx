import { useEffect, useId, useRef } from 'react';
import { trackingMessages as t } from '@foundation/contract/donation-messages';
import type { TrackDonationBody, TrackedDonation } from '@foundation/contract/donation-tracking';
import { Ltr } from '../../../../components/ui/ltr';
import { langOfContent } from '../../../../lib/locale';
import { localizeMessage } from '../../../../lib/localize-message';
import { m } from '../../../../paraglide/messages.js';
import { trackingStatusText } from '../../data/tracking-status';
import { DonationFacts } from './donation-facts';
import { rich } from '../wizard/text';
import { ReceiptDownload } from './receipt-download';
import { RejectedNextSteps } from './rejected-next-steps';

/** Still on its way: a receipt may follow. A rejected or failed gift never has one. */
const awaitingReceipt = (s: TrackedDonation['status']) => s !== 'rejected' && s !== 'failed';

/** One tracked gift: where it stands in words, what it was, and its receipt once verified. */
export function TrackedDonationCard({ donation, lookup }: { donation: TrackedDonation; lookup: TrackDonationBody }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The answer appears beside the form: take a keyboard or screen-reader user to it.
  useEffect(() => heading.current?.focus(), [donation]);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-xl ring-1 ring-brand-100 sm:p-8">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-2xl text-brand-800 outline-none">
        {rich(m.manual_tracked_heading, { reference: <Ltr className="font-mono">{donation.reference}</Ltr> })}
      </h2>
      <p className="mt-2 text-muted">{trackingStatusText[donation.status].detail()}</p>
      {donation.status === 'rejected' && donation.rejection_reason && (
        <p className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          <strong>{m.manual_tracked_reason()}</strong> <span lang={langOfContent(donation.rejection_reason)}>{donation.rejection_reason}</span>
        </p>
      )}
      {donation.status === 'rejected' && <RejectedNextSteps donation={donation} />}
      <div className="mt-6">
        <DonationFacts donation={donation} detailed />
      </div>
      {(donation.receipt_available || awaitingReceipt(donation.status)) && (
        <div className="mt-6 border-t border-brand-100 pt-5">
          {donation.receipt_available ? <ReceiptDownload lookup={lookup} /> : <p className="text-sm text-muted">{localizeMessage(t.receiptNotReady)}</p>}
        </div>
      )}
    </section>
  );
}
