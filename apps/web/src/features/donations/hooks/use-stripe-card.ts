import { useEffect, useRef, useState } from 'react';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { cardErrorMessage } from '../lib/payment-errors';

export type CardStatus = 'loading' | 'ready' | 'failed';

/**
 * Loads Stripe.js only now, at the card step (spec point 4: the card element mounts when step 4
 * is reached), with the key the server gave, and mounts the card element into `mountRef`.
 */
export function useStripeCard(publishableKey: string | null) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [status, setStatus] = useState<CardStatus>('loading');
  const [cardError, setCardError] = useState<string | null>(null);

  useEffect(() => {
    if (!publishableKey) return;
    let cancelled = false;
    let element: StripeCardElement | null = null;
    (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js/pure');
        const loaded = await loadStripe(publishableKey);
        if (cancelled) return;
        if (!loaded || !mountRef.current) return setStatus('failed');
        element = loaded.elements().create('card', {
          hidePostalCode: true,
          style: { base: { fontSize: '16px', color: '#1c2a24', '::placeholder': { color: '#55635c' } }, invalid: { color: '#b91c1c' } },
        });
        element.mount(mountRef.current);
        element.on('change', (e) => setCardError(e.error ? cardErrorMessage(e.error) : null));
        setStripe(loaded);
        setCard(element);
        setStatus('ready');
      } catch (error) {
        console.warn('Stripe.js could not be loaded', error);
        if (!cancelled) setStatus('failed');
      }
    })();
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey]);

  return { mountRef, stripe, card, status, cardError, setCardError };
}
