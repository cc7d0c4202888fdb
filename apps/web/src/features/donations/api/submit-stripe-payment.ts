import type { StripePaymentResponse } from '@foundation/contract/donations';
import { api } from '../../../lib/api-client';
import type { CardOrder } from '../lib/wizard-order';

export type { StripePaymentResponse };

export interface StripePaymentRequest {
  paymentMethodId: string;
  amount: number;
  currency: 'pkr';
  donatation_submit: CardOrder;
}

/** Card details never come here: only the PaymentMethod id Stripe.js created in the browser. */
export const submitStripePayment = (body: StripePaymentRequest) => api.post<StripePaymentResponse>('stripePayment', body);

/** After 3-D Secure the server re-checks the PaymentIntent itself; we only name the donation. */
export const confirmStripePayment = (reference: string) => api.post<StripePaymentResponse>('stripePayment/confirm', { reference });
