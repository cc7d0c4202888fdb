import { z } from 'zod';
import { day, money } from './admin/kit.ts';

/**
 * The season's rates staff set for the Zakat calculator and Fitrana/Fidya (rupees; null: not set
 * yet): gold and silver per tola with the day they were priced, Fitrana per person by the staple it
 * is announced in each Ramadan, Fidya per person, and how many days the local moon sighting moves
 * the Hijri calendar from Umm al-Qura for the books. GET /api/giving-rates beside the spec's paths.
 */
export const GivingRatesSchema = z.object({
  gold_per_tola: z.number().nullable(),
  silver_per_tola: z.number().nullable(),
  prices_date: z.string().nullable(),
  fitrana_wheat: z.number().nullable(),
  fitrana_barley: z.number().nullable(),
  fitrana_dates: z.number().nullable(),
  fitrana_raisins: z.number().nullable(),
  fidya: z.number().nullable(),
  hijri_offset_days: z.number().int(),
});
export type GivingRates = z.infer<typeof GivingRatesSchema>;
export const GivingRatesResponseSchema = z.object({ data: GivingRatesSchema });

export const emptyGivingRates = (): GivingRates => ({
  gold_per_tola: null,
  silver_per_tola: null,
  prices_date: null,
  fitrana_wheat: null,
  fitrana_barley: null,
  fitrana_dates: null,
  fitrana_raisins: null,
  fidya: null,
  hijri_offset_days: 0,
});

const rate = (label: string) => money(label).nullable();
/** PATCH /api/admin/giving-rates: any of them; null clears a rate. */
export const GivingRatesPatchSchema = z
  .object({
    gold_per_tola: rate('Gold per tola'),
    silver_per_tola: rate('Silver per tola'),
    prices_date: day('Prices set on').nullable(),
    fitrana_wheat: rate('Fitrana (wheat)'),
    fitrana_barley: rate('Fitrana (barley)'),
    fitrana_dates: rate('Fitrana (dates)'),
    fitrana_raisins: rate('Fitrana (raisins)'),
    fidya: rate('Fidya'),
    hijri_offset_days: z.preprocess((v) => (typeof v === 'string' && /^-?\d$/.test(v.trim()) ? Number(v) : v), z.int({ error: 'Hijri day offset: a whole number of days from -2 to 2.' }).min(-2, 'Hijri day offset: a whole number of days from -2 to 2.').max(2, 'Hijri day offset: a whole number of days from -2 to 2.')),
  })
  .partial();
export type GivingRatesPatch = z.input<typeof GivingRatesPatchSchema>;
