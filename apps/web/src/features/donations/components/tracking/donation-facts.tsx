import { Fragment, type ReactNode } from 'react';
import type { TrackedDonation } from '@foundation/contract/donation-tracking';
import { formatPakistanDay } from '../../../../lib/format-date';
import { donationPageMoney, formatMoney } from '@foundation/contract/money';
import { methodLabels } from '../../lib/payment-methods';
import { StatusBadge } from './status-badge';

const purposeTerms: Record<TrackedDonation['module_code'], string> = { DONATION: 'For', CAMPAIGN: 'Campaign', BOOK: 'Book' };

/**
 * What a gift was: the confirmation shows the short form, the tracking page adds what reached the
 * account and the dates, so both describe a gift in the same words.
 */
export function DonationFacts({ donation, detailed = false }: { donation: TrackedDonation; detailed?: boolean }) {
  const rows: [string, ReactNode][] = [
    ['Status', <StatusBadge key="s" status={donation.status} />],
    ['Amount', formatMoney(donation.amount, donationPageMoney)],
  ];
  if (detailed && donation.amount_received !== null) rows.push(['Amount received', formatMoney(donation.amount_received, donationPageMoney)]);
  rows.push(['Method', methodLabels[donation.payment_method]], [purposeTerms[donation.module_code], donation.purpose]);
  if (detailed && donation.donor_name) rows.push(['Given by', donation.donor_name]);
  if (detailed) rows.push(['Given on', formatPakistanDay(donation.created_at)]);
  if (detailed && donation.reviewed_at) rows.push(['Checked on', formatPakistanDay(donation.reviewed_at)]);
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr] sm:items-baseline">
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className="text-sm font-semibold text-muted">{term}</dt>
          <dd className="-mt-2 break-words text-ink sm:mt-0">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
