import { updateGivingRates } from '../../services/funds/giving-rates.ts';
import { SYSTEM_ACTOR } from '../../services/write.ts';
import type { SeedContext } from '../context.ts';

/**
 * A season's rates, so the demo's Zakat calculator and Fitrana work on first start (a real site
 * shows "not set yet" until finance enters the announced figures). Gold and silver per tola as
 * Karachi's bullion market quoted them in late 2026, priced on the day the demo is made; Fitrana
 * and Fidya per person as a Ramadan announcement gives them.
 */
export async function seedGivingRates({ tx, now }: SeedContext) {
  await updateGivingRates(tx, SYSTEM_ACTOR, {
    gold_per_tola: 250_000,
    silver_per_tola: 2_800,
    prices_date: now.toISOString().slice(0, 10),
    fitrana_wheat: 300,
    fitrana_barley: 550,
    fitrana_dates: 1_800,
    fitrana_raisins: 2_400,
    fidya: 300,
  });
}
