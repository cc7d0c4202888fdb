import Stripe from 'stripe';
import type { Config } from '../config.ts';

export type StripeClient = Stripe;
export type PaymentIntent = Stripe.PaymentIntent;

/** What a charge needs of a card donation; the donation's row is one. */
export interface CardCharge {
  reference: string;
  moduleCode: string;
  amountPaisa: number;
  stripePaymentMethodId: string | null;
}

/** What a PaymentIntent means for its donation. */
export interface Settlement {
  /** null: still pending (3-D Secure, processing); only the payment intent id is recorded. */
  status: 'succeeded' | 'failed' | null;
  paymentIntentId?: string;
  failureReason?: string;
}

/**
 * The real Stripe client, or null when card payments are not configured. STRIPE_API_BASE points
 * it at a local fake of Stripe's HTTP API in tests; production leaves it unset.
 */
export function createStripeClient(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.STRIPE_SECRET_KEY, {
    // A donor waits on this call; Stripe answers in a second or two, so 30 s means it is down.
    timeout: 30_000,
    maxNetworkRetries: 2,
    telemetry: false,
    ...(base && { host: base.hostname, port: Number(base.port) || (protocol === 'http' ? 80 : 443), protocol }),
  });
}

/** Derived from the donation, so every retry of its charge is the same request to Stripe. */
export const chargeIdempotencyKey = (d: Pick<CardCharge, 'reference'>) => `donation-${d.reference}-charge`;

/** Creates and confirms the PaymentIntent of a card donation (written before this call). */
export function chargeDonation(stripe: Stripe, d: CardCharge): Promise<PaymentIntent> {
  if (!d.stripePaymentMethodId) throw new Error(`Donation ${d.reference} has no payment method`);
  return stripe.paymentIntents.create(
    {
      amount: d.amountPaisa,
      currency: 'pkr',
      payment_method: d.stripePaymentMethodId,
      confirm: true,
      // Cards only, no redirects: 3-D Secure runs in a Stripe.js modal on our own page.
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      description: `${d.moduleCode === 'BOOK' ? 'Book order' : 'Donation'} ${d.reference}`,
      // Nothing personal: the reference leads staff (and the webhook) back to the row.
      metadata: { reference: d.reference, module_code: d.moduleCode },
    },
    { idempotencyKey: chargeIdempotencyKey(d) },
  );
}

/** What a PaymentIntent's status means for the donation. */
export function settlementOf(pi: PaymentIntent): Settlement {
  switch (pi.status) {
    case 'succeeded':
      return { status: 'succeeded', paymentIntentId: pi.id };
    // Our intents are always confirmed on creation, so this means the attempt failed.
    case 'requires_payment_method':
      return { status: 'failed', paymentIntentId: pi.id, failureReason: pi.last_payment_error?.message ?? 'The payment failed.' };
    case 'canceled':
      return { status: 'failed', paymentIntentId: pi.id, failureReason: 'The payment was canceled.' };
    default:
      return { status: null, paymentIntentId: pi.id };
  }
}

export const isStripeError = (e: unknown): e is Stripe.errors.StripeError => e instanceof Stripe.errors.StripeError;

/** Connection problems and Stripe's own 5xx: the charge may or may not exist, so the donation stays pending. */
export const isUnreachable = (e: unknown) =>
  !isStripeError(e) || e instanceof Stripe.errors.StripeConnectionError || e instanceof Stripe.errors.StripeAPIError;

export { Stripe };
