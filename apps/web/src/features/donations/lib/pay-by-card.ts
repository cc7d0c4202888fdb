import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { donationLimits, wizardMessages as m } from '@foundation/contract/donation-messages';
import { ApiError } from '../../../lib/api-client';
import { confirmStripePayment, submitStripePayment, type StripePaymentResponse } from '../api/submit-stripe-payment';
import { cardErrorMessage } from './payment-errors';
import type { CardOrder } from './wizard-order';

export type PayOutcome =
  | { kind: 'success'; reference: string }
  /** Stripe refused the card before any money moved: shown on the card step, try again. */
  | { kind: 'card-error'; message: string }
  /** The server has no card payments (503): offer the manual form. */
  | { kind: 'unavailable' }
  /** The processor has not answered yet; the server settles it later and e-mails the donor. */
  | { kind: 'pending'; message: string }
  | { kind: 'failure'; message: string };

const bodyOf = (error: unknown): Partial<StripePaymentResponse> & { message?: string } =>
  error instanceof ApiError && error.body && typeof error.body === 'object' ? (error.body as StripePaymentResponse) : {};

/** What an answer that is not a success means for the donor. */
function notPaid(res: Partial<StripePaymentResponse> & { message?: string }): PayOutcome {
  const message = res.error || res.message || m.paymentFailed;
  return res.pending ? { kind: 'pending', message } : { kind: 'failure', message };
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
      // Spec point 7: the country goes in as the state; Stripe wants a two-letter code in `country`.
      address: { line1: order.streetAddress, city: order.city, state: order.country },
    },
  });
  if (error || !paymentMethod) return { kind: 'card-error', message: cardErrorMessage(error) };
  try {
    let res = await submitStripePayment({
      paymentMethodId: paymentMethod.id,
      amount: order.total_amount,
      currency: donationLimits.currency,
      donatation_submit: order,
    });
    if (!res.success && res.requires_action && res.client_secret && res.reference) {
      const action = await stripe.handleCardAction(res.client_secret);
      if (action.error) return { kind: 'card-error', message: cardErrorMessage(action.error) };
      res = await confirmStripePayment(res.reference);
    }
    return res.success && res.reference ? { kind: 'success', reference: res.reference } : notPaid(res);
  } catch (e) {
    if (e instanceof ApiError && e.status === 503) return { kind: 'unavailable' };
    return notPaid(bodyOf(e));
  }
}
