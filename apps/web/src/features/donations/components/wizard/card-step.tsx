import { useId, useState } from 'react';
import { wizardMessages as w } from '@foundation/contract/donation-messages';
import { Spinner } from '../../../../components/ui/spinner';
import { useStripeConfig } from '../../../../lib/card-payments';
import { useStripeCard } from '../../hooks/use-stripe-card';
import { payByCard, type PayOutcome } from '../../lib/pay-by-card';
import type { CardOrder } from '../../lib/wizard-order';
import { localizeMessage } from '../../../../lib/localize-message';
import { m } from '../../../../paraglide/messages.js';
import { primaryButton, secondaryButton } from '../buttons';
import { CardsUnavailable } from './cards-unavailable';
import { moneyText, rich } from './text';

interface Props {
  order: CardOrder;
  /** The manual form with the same gift, for when cards are not available. */
  manualHref: string;
  onBack: () => void;
  onDone: (outcome: Extract<PayOutcome, { kind: 'success' | 'failure' | 'pending' }>) => void;
}

/** Step 4: the Stripe card element, Back and Pay Now. */
export function CardStep({ order, manualHref, onBack, onDone }: Props) {
  const config = useStripeConfig();
  const key = config.data?.enabled ? config.data.publishable_key : null;
  const { mountRef, stripe, card, status, cardError, setCardError } = useStripeCard(key);
  const [processing, setProcessing] = useState(false);
  const labelId = useId();
  const errorId = useId();
  const [unavailable, setUnavailable] = useState(false);

  const off = unavailable || config.isError || (config.data && !key) || status === 'failed';
  if (off)
    return (
      <CardsUnavailable manualHref={manualHref}>
        <button type="button" onClick={onBack} className={secondaryButton}>
          {m.wizard_back()}
        </button>
      </CardsUnavailable>
    );

  async function pay() {
    if (!stripe || !card || processing) return;
    setProcessing(true);
    setCardError(null);
    const outcome = await payByCard(stripe, card, order);
    setProcessing(false);
    if (outcome.kind === 'card-error') setCardError(outcome.message);
    else if (outcome.kind === 'unavailable') setUnavailable(true);
    else onDone(outcome);
  }

  return (
    <div className="space-y-5">
      <p className="text-ink">
        {rich(m.wizard_card_giving, { amount: <strong className="text-brand-800">{moneyText(order.total_amount)}</strong> })}
      </p>
      {(config.isPending || status === 'loading') && <Spinner label={m.wizard_card_loading()} />}
      <div>
        <p id={labelId} className="mb-1.5 text-sm font-semibold text-ink">
          {m.wizard_card_details()}
        </p>
        {/* The card form (Stripe's frame) takes numbers: left to right on an Urdu page too. */}
        <div ref={mountRef} dir="ltr" role="group" aria-labelledby={labelId} aria-describedby={errorId} className="rounded-lg border border-brand-100 bg-white px-3.5 py-3 shadow-sm" />
        <p id={errorId} role="alert" className="mt-1.5 min-h-5 text-sm font-medium text-red-700">
          {cardError}
        </p>
      </div>
      <div className="flex flex-wrap justify-between gap-3">
        <button type="button" onClick={onBack} disabled={processing} className={secondaryButton}>
          {m.wizard_back()}
        </button>
        <button type="button" onClick={pay} disabled={processing || status !== 'ready'} className={primaryButton}>
          {processing ? localizeMessage(w.processing) : m.wizard_pay_now()}
        </button>
      </div>
    </div>
  );
}
