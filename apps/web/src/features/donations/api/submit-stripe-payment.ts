import { api } from '../../../lib/api-client';
import type { CardOrder } from '../lib/wizard-order';

/** The three answers of POST stripePayment (and of its confirm step after 3-D Secure). */
export type StripePaymentResponse =
  | { success: true; reference: string }
  | { success: false; requires_action: true; client_secret: string; reference: string }
  | { success: false; error?: string; requires_action?: false };

export interface StripePaymentRequest {
  paymentMethodId: string;
  amount: number;
  currency: 'pkr';
  donatation_submit: CardOrder;
}

/** Card details never come here: only the PaymentMethod id Stripe.js created in the browser. */
export const submitStripePayment = (body: StripePaymentRequest) => api.post<StripePaymentResponse>('stripePayment', body);

/** After 3-D Secure the server re-checks the PaymentIntent itself; we only name the donation. */
export const confirmStripePayment = (reference: string) =>
  api.post<StripePaymentResponse>('stripePayment/confirm', { reference });
