import { useMemo } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Spinner } from '../../../../components/ui/spinner';
import { href } from '../../../../lib/routes';
import { m } from '../../../../paraglide/messages.js';
import { useTrackedDonation } from '../../api/track-donation';
import { backLabels, recallGift } from '../../lib/manual-confirmation';
import { DonationFacts } from '../tracking/donation-facts';
import { rich } from '../wizard/text';
import { primaryButton, secondaryButton } from '../buttons';
import { NextSteps } from './next-steps';
import { ReferenceCard } from './reference-card';

/** A drawn tick, not a word (hidden from screen readers). */
const CHECK_MARK = '✓';

/**
 * Where a receipt donor lands. The reference comes from the URL so it survives a reload, a bookmark
 * or another device; the details need the phone too, which only this tab's session holds.
 */
export function DonationConfirmationPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim().toUpperCase() ?? '';
  const gift = useMemo(() => recallGift(reference), [reference]);
  const tracked = useTrackedDonation(gift && { reference, phone: gift.phone });
  const moduleCode = gift?.moduleCode ?? tracked.data?.module_code;
  const trackHref = href('trackDonation', {}, { reference: reference || undefined });

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <div className="text-center">
        <span aria-hidden="true" className="mx-auto mb-5 grid size-16 place-items-center rounded-full bg-brand-600 text-3xl font-bold text-white print:hidden">
          {CHECK_MARK}
        </span>
        <h1 className="text-3xl text-brand-800 sm:text-4xl">{moduleCode === 'BOOK' ? m.manual_confirm_title_order() : m.manual_confirm_title_gift()}</h1>
        <p className="mt-3 text-lg text-muted">{m.manual_confirm_lead()}</p>
      </div>

      <div className="mt-8 space-y-6">
        {reference ? <ReferenceCard reference={reference} /> : <p className="text-center text-muted">{m.manual_confirm_no_reference()}</p>}
        {tracked.isPending && gift && <Spinner label={m.manual_confirm_loading()} />}
        {tracked.data && (
          <section aria-labelledby="gift-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
            <h2 id="gift-heading" className="mb-4 text-xl text-brand-800">
              {tracked.data.module_code === 'BOOK' ? m.manual_confirm_your_order() : m.manual_confirm_your_gift()}
            </h2>
            <DonationFacts donation={tracked.data} />
          </section>
        )}
        {!tracked.data && !(tracked.isPending && gift) && reference && (
          <p className="rounded-xl bg-brand-50 px-4 py-3 text-brand-900">
            {rich(m.manual_confirm_how_to_track, {
              link: (
                <Link to={trackHref} className="font-semibold underline underline-offset-4">
                  {m.manual_track_title()}
                </Link>
              ),
            })}
          </p>
        )}
        <NextSteps />
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
          <button type="button" onClick={() => window.print()} className={primaryButton}>
            {m.manual_confirm_print()}
          </button>
          <Link to={trackHref} className={secondaryButton}>
            {m.manual_confirm_track_this()}
          </Link>
          {gift && (
            <Link to={gift.back} className={secondaryButton}>
              {backLabels[gift.moduleCode]()}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
