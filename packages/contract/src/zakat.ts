/**
 * Zakat, Fitrana and Fidya arithmetic, in paisa, written once: the public calculator shows it and
 * its tests are the figures the page must match. No zod: the calculator page imports this file.
 *
 * Zakat is 2.5% of what a person owns above their debts due now, when that reaches the nisab:
 * 52.5 tola of silver (the measure most Pakistani scholars give, and the default) or 7.5 tola of
 * gold, priced at the rates staff last set. Zakat the bank already deducted on 1 Ramadan has been
 * paid, so it comes off what is still due.
 */

/** One tola in grams, as Pakistani jewellers weigh it. */
export const GRAMS_PER_TOLA = 11.664;
export const NISAB_TOLA = { gold: 7.5, silver: 52.5 } as const;
/** 2.5%, as a fraction kept exact: 1/40. */
const ZAKAT_DIVISOR = 40;

export type NisabBasis = keyof typeof NISAB_TOLA;
export type WeightUnit = 'tola' | 'gram';

export interface Weight {
  amount: number;
  unit: WeightUnit;
}

export interface ZakatAssets {
  cashPaisa: number;
  bankPaisa: number;
  gold: Weight;
  silver: Weight;
  stockPaisa: number;
  /** Money lent out that the donor expects back. */
  lentPaisa: number;
  investmentsPaisa: number;
  /** Debts due now (not a whole mortgage): they come off the assets. */
  debtsPaisa: number;
  /** Zakat the bank deducted from a savings account on 1 Ramadan: already paid. */
  bankDeductedPaisa: number;
}

/** Gold and silver prices per tola, as staff set them, with the day they were set. */
export interface MetalPrices {
  goldPerTolaPaisa: number;
  silverPerTolaPaisa: number;
  /** yyyy-mm-dd */
  date: string;
}

export interface ZakatResult {
  goldPaisa: number;
  silverPaisa: number;
  /** Everything owned, before debts. */
  assetsPaisa: number;
  /** Assets less debts due now (never below nothing). */
  netPaisa: number;
  nisabPaisa: number;
  /** Whether the net reaches the nisab: at the nisab Zakat is due. */
  due: boolean;
  /** 2.5% of the net, rounded up to the paisa so the full Zakat is given; 0 below nisab. */
  zakatPaisa: number;
  /** What is still to give after the bank's deduction, in whole rupees' paisa (rounded up). */
  payablePaisa: number;
}

export const emptyAssets = (): ZakatAssets => ({
  cashPaisa: 0,
  bankPaisa: 0,
  gold: { amount: 0, unit: 'tola' },
  silver: { amount: 0, unit: 'tola' },
  stockPaisa: 0,
  lentPaisa: 0,
  investmentsPaisa: 0,
  debtsPaisa: 0,
  bankDeductedPaisa: 0,
});

const tolas = (w: Weight) => (w.unit === 'tola' ? w.amount : w.amount / GRAMS_PER_TOLA);
const positive = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);
/** A metal's worth: weight in tola times the price of one, to the nearest paisa. */
export const metalPaisa = (w: Weight, perTolaPaisa: number) => Math.round(positive(tolas(w)) * positive(perTolaPaisa));

export function nisabPaisa(prices: MetalPrices, basis: NisabBasis): number {
  const perTola = basis === 'gold' ? prices.goldPerTolaPaisa : prices.silverPerTolaPaisa;
  return Math.round(NISAB_TOLA[basis] * perTola);
}

export function zakatDue(a: ZakatAssets, prices: MetalPrices, basis: NisabBasis = 'silver'): ZakatResult {
  const goldPaisa = metalPaisa(a.gold, prices.goldPerTolaPaisa);
  const silverPaisa = metalPaisa(a.silver, prices.silverPerTolaPaisa);
  const assetsPaisa = [a.cashPaisa, a.bankPaisa, a.stockPaisa, a.lentPaisa, a.investmentsPaisa].reduce((s, n) => s + positive(n), goldPaisa + silverPaisa);
  const netPaisa = Math.max(0, assetsPaisa - positive(a.debtsPaisa));
  const nisab = nisabPaisa(prices, basis);
  const due = netPaisa > 0 && netPaisa >= nisab;
  const zakatPaisa = due ? Math.ceil(netPaisa / ZAKAT_DIVISOR) : 0;
  const remaining = Math.max(0, zakatPaisa - positive(a.bankDeductedPaisa));
  return { goldPaisa, silverPaisa, assetsPaisa, netPaisa, nisabPaisa: nisab, due, zakatPaisa, payablePaisa: Math.ceil(remaining / 100) * 100 };
}

/** Fitrana is given by the staple it is priced in, as announced each Ramadan. */
export const FITRANA_STAPLES = ['wheat', 'barley', 'dates', 'raisins'] as const;
export type FitranaStaple = (typeof FITRANA_STAPLES)[number];

/** The season's per-person amounts staff set (paisa); a staple not priced this season is absent. */
export interface PerPersonRates {
  fitrana: Partial<Record<FitranaStaple, number>>;
  /** Fidya for one person (one missed fast's feeding). */
  fidya: number | null;
}

export const MAX_PEOPLE = 100;

/** Fitrana or Fidya for a number of people: the rate times whole people, or null when it cannot be given. */
export function perPersonTotal(ratePaisa: number | null | undefined, people: number): number | null {
  if (!ratePaisa || ratePaisa <= 0 || !Number.isInteger(people) || people < 1 || people > MAX_PEOPLE) return null;
  return ratePaisa * people;
}
