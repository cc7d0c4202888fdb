import { Fragment, type ReactNode } from 'react';
import type { TrackedDonation } from '@foundation/contract/donation-tracking';
import { formatPakistanDay } from '../../../../lib/format-date';
import { m } from '../../../../paraglide/messages.js';
import { GENERAL_DONATION } from '../../lib/donation-query';
import { methodLabel } from '../../lib/payment-methods';
import { content, moneyText } from '../wizard/text';
import { StatusBadge } from './status-badge';

/** What the gift was for, named by its kind (read while the page renders). */
const purposeTerms: Record<TrackedDonation['module_code'], () => string> = { DONATION: m.manual_fact_for, CAMPAIGN: m.manual_fact_campaign, BOOK: m.manual_fact_book };

/** A gift without a named purpose is the general one, in the page's language. */
const purposeOf = ({ purpose }: TrackedDonation) => (purpose === GENERAL_DONATION ? m.manual_general_donation() : content(purpose));

/**
 * What a gift was: the confirmation shows the short form, the tracking page adds what reached the
 * account and the dates, so both describe a gift in the same words.
 */
export function DonationFacts({ donation, detailed = false }: { donation: TrackedDonation; detailed?: boolean }) {
  const rows: [string, ReactNode][] = [
    [m.manual_fact_status(), <StatusBadge key="s" status={donation.status} />],
    [m.manual_fact_amount(), moneyText(donation.amount)],
  ];
  if (detailed && donation.amount_received !== null) rows.push([m.manual_fact_amount_received(), moneyText(donation.amount_received)]);
  // The purpose and the donor's name are as they were written, in whichever language that was.
  rows.push([m.manual_fact_method(), methodLabel(donation.payment_method)], [purposeTerms[donation.module_code](), purposeOf(donation)]);
  // Which fund holds the gift (Zakat kept apart); a book is paid for and has none.
  if (donation.module_code !== 'BOOK' && donation.fund) rows.push([m.manual_fund_label(), content(donation.fund)]);
  if (detailed && donation.donor_name) rows.push([m.manual_fact_given_by(), content(donation.donor_name)]);
  if (detailed) rows.push([m.manual_fact_given_on(), formatPakistanDay(donation.created_at)]);
  if (detailed && donation.reviewed_at) rows.push([m.manual_fact_checked_on(), formatPakistanDay(donation.reviewed_at)]);
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
