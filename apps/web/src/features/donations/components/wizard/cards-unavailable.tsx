import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { wizardMessages as w } from '@foundation/contract/donation-messages';
import { useStripeConfig } from '../../../../lib/card-payments';
import { localizeMessage } from '../../../../lib/localize-message';
import { m } from '../../../../paraglide/messages.js';
import { primaryButton } from '../buttons';

/**
 * True once the server has said it takes no cards (no Stripe keys) or could not be asked: the
 * donor should learn it on step 1, not after typing an address on step 2.
 */
export function useCardsUnavailable() {
  const config = useStripeConfig();
  return config.isError || config.data?.enabled === false;
}

interface Props {
  /** The receipt form with the same gift. */
  manualHref: string;
  /** Buttons shown before the link (the card step's Back). */
  children?: ReactNode;
}

/** Says that cards are off and offers the wallet or bank-transfer form instead. */
export function CardsUnavailable({ manualHref, children }: Props) {
  return (
    <div role="alert" className="rounded-xl border border-gold-400 bg-cream p-5">
      <p className="font-semibold text-ink">{localizeMessage(w.cardsUnavailable)}</p>
      <p className="mt-1 text-muted">{m.wizard_cards_off_detail()}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {children}
        <Link to={manualHref} className={primaryButton}>
          {m.wizard_cards_off_link()}
        </Link>
      </div>
    </div>
  );
}
