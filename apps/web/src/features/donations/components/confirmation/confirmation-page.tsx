import { useMemo } from 'react';
import { Link, useSearchParams } from 'wouter';
import { href } from '../../../../lib/routes';
import { m } from '../../../../paraglide/messages.js';
import { useConfirmedDonation } from '../../api/confirm-donation';
import { backLabels, recallGift } from '../../lib/manual-confirmation';
import { rich } from '../wizard/text';
import { primaryButton, secondaryButton } from '../buttons';
import { GiftDetails } from './gift-details';
import { NextSteps } from './next-steps';
import { ReferenceCard } from './reference-card';

/** A drawn tick, not a word (hidden from screen readers). */
const CHECK_MARK = '✓';

/**
 * Where a receipt donor lands. The reference comes from the URL so it survives a reload, a bookmark
 * or another device; the details need the key the submission answered with, which only this tab's
 * session holds.
 */
export function DonationConfirmationPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim().toUpperCase() ?? '';
  const gift = useMemo(() => recallGift(reference), [reference]);
  const confirmed = useConfirmedDonation(gift?.key ? { reference, key: gift.key } : null);
  const moduleCode = gift?.moduleCode ?? confirmed.data?.module_code;
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
        {reference && (
          <GiftDetails
            gift={gift?.key ? confirmed : null}
            howToTrack={rich(m.manual_confirm_how_to_track, {
              link: (
                <Link to={trackHref} className="font-semibold underline underline-offset-4">
                  {m.manual_track_title()}
                </Link>
              ),
            })}
          />
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
