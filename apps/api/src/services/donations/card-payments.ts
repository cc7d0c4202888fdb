import { createHash } from 'node:crypto';
import { donationMessages as m, type BillingInfo, type StripePaymentResponse } from '@foundation/contract/donations';
import type { ContentLocale } from '../../lib/content-language.ts';
import { acknowledge } from './acknowledgements.ts';
import type { PublicMailDeps } from '../mail/public-mail.ts';
import { donationColumns, type PricedOrder } from './donation-orders.ts';
import { findDonation, pendingCardDonations, recordOnce, settleDonation, showGiftOnPages, type Donation, type Settlement } from './donations.ts';
import { chargeDonation, isUnreachable, settlementOf, Stripe, type PaymentIntent, type StripeClient } from '../../adapters/stripe.ts';

export interface CardDeps extends PublicMailDeps {
  stripe: StripeClient;
}

export interface CardAnswer {
  status: 200 | 502;
  body: StripePaymentResponse;
}

/** Stripe keeps idempotency keys for 24 hours; past that a repeated charge could be a second charge. */
const IDEMPOTENCY_WINDOW_MS = 23 * 3_600_000;
/** A 3-D Secure challenge nobody finished in a day will not be finished. */
const ABANDONED_AFTER_MS = 24 * 3_600_000;

/** The same card, donor and order give the same key: a double click or a replayed request is one gift. */
function submissionKey(paymentMethodId: string, billing: BillingInfo, order: PricedOrder) {
  const items = order.items.map((i) => JSON.stringify([i.taskId, i.title, i.amountPaisa])).sort();
  const funds = order.fundLines.map((l) => [l.fundId, l.amountPaisa]);
  const normalized = [paymentMethodId, billing.email.toLowerCase(), order.moduleCode, order.campaignId, order.bookId, order.totalPaisa, items, funds];
  return createHash('sha256').update(JSON.stringify(normalized)).digest('hex');
}

/** Records the outcome and thanks the donor, once, when this call is the one that saw the success. */
async function apply(deps: CardDeps, d: Donation, settlement: Settlement) {
  const changed = await settleDonation(deps.db, d.id, settlement);
  if (changed?.status === 'succeeded') {
    acknowledge(deps, changed, 'succeeded');
    showGiftOnPages(deps.db);
  }
  if (changed) deps.log.info({ reference: d.reference, status: changed.status }, 'card donation settled');
}

function outcome(pi: PaymentIntent, reference: string, revealSecret: boolean): CardAnswer {
  switch (pi.status) {
    case 'succeeded':
      return { status: 200, body: { success: true, reference } };
    case 'requires_action':
      if (revealSecret && pi.client_secret) {
        return { status: 200, body: { success: false, requires_action: true, client_secret: pi.client_secret, reference } };
      }
      return { status: 200, body: { success: false, error: m.authenticationIncomplete, reference } };
    case 'requires_payment_method':
    case 'canceled':
      return { status: 200, body: { success: false, error: pi.last_payment_error?.message ?? m.cardNotProcessed, reference } };
    default:
      return { status: 200, body: { success: false, pending: true, error: m.stillProcessing, reference } };
  }
}

async function refused(deps: CardDeps, d: Donation, error: unknown): Promise<CardAnswer> {
  if (isUnreachable(error)) {
    deps.log.warn({ reference: d.reference, type: (error as { type?: string }).type }, 'card processor unreachable; donation left pending');
    return { status: 502, body: { success: false, pending: true, error: m.processorUnreachable, reference: d.reference } };
  }
  const stripeError = error as InstanceType<typeof Stripe.errors.StripeError>;
  const declined = error instanceof Stripe.errors.StripeCardError;
  // A decline is the donor's news, in Stripe's words; anything else is ours to look into.
  const reason = declined ? stripeError.message : m.cardNotProcessed;
  if (!declined) deps.log.error({ reference: d.reference, type: stripeError.type, code: stripeError.code }, 'card processor refused the request');
  await apply(deps, d, { status: 'failed', paymentIntentId: stripeError.payment_intent?.id, failureReason: reason });
  return { status: 200, body: { success: false, error: reason, reference: d.reference } };
}

/** Takes a card donation one step further: charge it, or ask Stripe how its charge ended. */
async function advance(deps: CardDeps, d: Donation, revealSecret: boolean): Promise<CardAnswer> {
  if (d.status === 'succeeded') return { status: 200, body: { success: true, reference: d.reference } };
  if (d.status === 'failed') return { status: 200, body: { success: false, error: d.failureReason ?? m.cardNotProcessed, reference: d.reference } };
  let pi: PaymentIntent;
  try {
    pi = d.stripePaymentIntentId
      ? await deps.stripe.paymentIntents.retrieve(d.stripePaymentIntentId)
      : await chargeDonation(deps.stripe, d);
  } catch (error) {
    return refused(deps, d, error);
  }
  await apply(deps, d, settlementOf(pi));
  return outcome(pi, d.reference, revealSecret);
}

/** POST stripePayment: the donation row first, then one PaymentIntent for it, however often it is submitted. */
export async function payByCard(
  deps: CardDeps,
  /** `locale`: the language the donor used the site in, which their e-mails are written in. */
  input: { paymentMethodId: string; billing: BillingInfo; order: PricedOrder; locale?: ContentLocale },
): Promise<CardAnswer> {
  const { paymentMethodId, billing, order, locale = 'en' } = input;
  const donation = await recordOnce(
    deps.db,
    {
      ...donationColumns(order, billing),
      paymentMethod: 'card',
      status: 'pending',
      amountPaisa: order.totalPaisa,
      stripePaymentMethodId: paymentMethodId,
      idempotencyKey: submissionKey(paymentMethodId, billing, order),
      locale,
    },
    order.items,
    order.fundLines,
  );
  return advance(deps, donation, true);
}

/** POST stripePayment/confirm: after 3-D Secure in the browser, Stripe (not the browser) says how it ended. */
export async function confirmCardPayment(deps: CardDeps, reference: string): Promise<CardAnswer | null> {
  const donation = await findDonation(deps.db, { reference });
  if (!donation || donation.paymentMethod !== 'card') return null;
  return advance(deps, donation, false);
}

/**
 * Settles card donations nobody heard back about (processor unreachable, browser closed during
 * 3-D Secure, webhook lost). Returns how many ended in each state.
 */
export async function reconcilePending(deps: CardDeps, opts: { minAgeMs?: number } = {}) {
  const rows = await pendingCardDonations(deps.db, opts.minAgeMs ?? 120_000);
  const summary = { checked: rows.length, succeeded: 0, failed: 0, pending: 0 };
  for (const d of rows) {
    const age = Date.now() - d.createdAt.getTime();
    if (!d.stripePaymentIntentId && age > IDEMPOTENCY_WINDOW_MS) {
      await apply(deps, d, { status: 'failed', failureReason: 'The card processor could not be reached.' });
    } else {
      const answer = await advance(deps, d, false);
      if (answer.body.error === m.authenticationIncomplete && age > ABANDONED_AFTER_MS) {
        await apply(deps, d, { status: 'failed', failureReason: 'The card authentication was not completed.' });
      }
    }
    const now = await findDonation(deps.db, { reference: d.reference });
    if (now?.status === 'succeeded' || now?.status === 'failed') summary[now.status]++;
    else summary.pending++;
  }
  return summary;
}
