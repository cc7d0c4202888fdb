import { stripeEvents } from '../../db/schema/index.ts';
import { acknowledge } from './acknowledgements.ts';
import type { PublicMailDeps } from '../mail/public-mail.ts';
import { findDonation, settleDonation, showGiftOnPages, type Donation } from './donations.ts';
import { settlementOf, type PaymentIntent, type Stripe } from '../../adapters/stripe.ts';

const SETTLING_EVENTS = new Set(['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled']);

/**
 * Applies a verified Stripe event once: the event id is recorded in the same transaction as its
 * effect, so a replay changes nothing and a failure lets Stripe deliver it again.
 */
export async function applyStripeEvent(
  deps: PublicMailDeps,
  event: Stripe.Event,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  let settled: Donation | null = null;
  const result = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
    if (!fresh) return 'duplicate' as const;
    if (!SETTLING_EVENTS.has(event.type)) return 'ignored' as const;
    const pi = event.data.object as PaymentIntent;
    // By intent id; by our reference when the intent's id never reached us (processor unreachable).
    const donation =
      (await findDonation(tx, { paymentIntentId: pi.id })) ??
      (pi.metadata?.reference ? await findDonation(tx, { reference: pi.metadata.reference }) : null);
    if (!donation || donation.paymentMethod !== 'card') return 'ignored' as const;
    settled = await settleDonation(tx, donation.id, settlementOf(pi));
    return 'applied' as const;
  });
  const changed = settled as Donation | null;
  if (changed) {
    deps.log.info({ reference: changed.reference, status: changed.status, event: event.type }, 'card donation settled by webhook');
    if (changed.status === 'succeeded') {
      acknowledge(deps, changed, 'succeeded');
      showGiftOnPages(deps.db);
    }
  }
  return result;
}
