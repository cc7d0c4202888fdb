import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { trackingMessages as t } from '@foundation/contract/donation-messages';
import type { TrackedDonation } from '@foundation/contract/donation-tracking';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { localizeMessage } from '../../../../lib/localize-message';
import { m } from '../../../../paraglide/messages.js';
import { DonationFacts } from '../tracking/donation-facts';
import { secondaryButton } from '../buttons';

interface Props {
  /** The gift read back with the key its submission answered with; null when this tab has no key. */
  gift: UseQueryResult<TrackedDonation> | null;
  /** "Open Track my donation with this reference and your phone": the way on when this page cannot show it. */
  howToTrack: ReactNode;
}

/**
 * What the donor just gave, read back for them; or, when that cannot be, why and what to do next:
 * never an empty space where the details should be.
 */
export function GiftDetails({ gift, howToTrack }: Props) {
  if (!gift) return <p className="rounded-xl bg-brand-50 px-4 py-3 text-brand-900">{howToTrack}</p>;
  if (gift.isPending) return <Spinner label={m.manual_confirm_loading()} />;
  if (gift.isError) {
    // A key that no longer opens (a week on, or another site's) will not open on a second try.
    const expired = gift.error instanceof ApiError && gift.error.status === 404;
    return (
      <div role="alert" className="space-y-3 rounded-xl border border-gold-400 bg-cream px-4 py-4 text-ink">
        <p className="font-semibold">{expired ? localizeMessage(t.confirmationExpired) : m.manual_confirm_failed()}</p>
        <p>{howToTrack}</p>
        {!expired && (
          <button type="button" onClick={() => void gift.refetch()} disabled={gift.isFetching} className={secondaryButton}>
            {m.manual_confirm_retry()}
          </button>
        )}
      </div>
    );
  }
  return (
    <section aria-labelledby="gift-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
      <h2 id="gift-heading" className="mb-4 text-xl text-brand-800">
        {gift.data.module_code === 'BOOK' ? m.manual_confirm_your_order() : m.manual_confirm_your_gift()}
      </h2>
      <DonationFacts donation={gift.data} />
    </section>
  );
}
