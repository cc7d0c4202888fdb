import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { donationLimits, wizardMessages as m } from '@foundation/contract/donation-messages';
import { ApiError } from '../../../lib/api-client';
import { confirmStripePayment, submitStripePayment } from '../api/submit-stripe-payment';
import type { CardOrder } from './wizard-order';

export type PayOutcome =
  | { kind: 'success'; reference: string }
  /** Stripe refused the card before any money moved: shown on the card step, try again. */
  | { kind: 'card-error'; message: string }
  /** The server has no card payments (503): offer the manual form. */
  | { kind: 'unavailable' }
  | { kind: 'failure'; message: string };

function serverError(error: unknown): string {
  const body = error instanceof ApiError && error.body && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : {};
  return typeof body.error === 'string' && body.error ? body.error : typeof body.message === 'string' && body.message ? body.message : m.paymentFailed;
}

/**
 * Spec point 8's card flow: Stripe.js turns the card into a PaymentMethod (the card number never
 * reaches our server), the server charges it, and 3-D Secure is completed here then re-checked there.
 */
export async function payByCard(stripe: Stripe, card: StripeCardElement, order: CardOrder): Promise<PayOutcome> {
  const { paymentMethod, error } = await stripe.createPaymentMethod({
    type: 'card',
    card,
    billing_details: {
      name: `${order.firstName} ${order.lastName}`.trim(),
      email: order.email,
      phone: order.phoneNumber,
      // Spec point 7: the country goes in as the state; Stripe wants a code in `country`.
      address: { line1: order.streetAddress, city: order.city, state: order.country },
    },
  });
  if (error || !paymentMethod) return { kind: 'card-error', message: error?.message ?? m.paymentFailedDetail };
  try {
    let res = await submitStripePayment({
      paymentMethodId: paymentMethod.id,
      amount: order.total_amount,
      currency: donationLimits.currency,
      donatation_submit: order,
    });
    if (!res.success && res.requires_action) {
      const action = await stripe.handleCardAction(res.client_secret);
      if (action.error) return { kind: 'card-error', message: action.error.message ?? m.paymentFailedDetail };
      res = await confirmStripePayment(res.reference);
    }
    if (res.success) return { kind: 'success', reference: res.reference };
    return { kind: 'failure', message: ('error' in res && res.error) || m.paymentFailed };
  } catch (e) {
    if (e instanceof ApiError && e.status === 503) return { kind: 'unavailable' };
    return { kind: 'failure', message: serverError(e) };
  }
}
