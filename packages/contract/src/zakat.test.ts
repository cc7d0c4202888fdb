import { describe, expect, it } from 'vitest';
import { emptyAssets, perPersonTotal, zakatDue, type NisabBasis, type ZakatAssets } from './zakat.ts';

const rs = (rupees: number) => Math.round(rupees * 100);
/** The rates the calculator's story sets too (e2e/zakat.backoffice.spec.ts): Rs 250,000 a tola of gold, Rs 2,800 of silver. */
const prices = { goldPerTolaPaisa: rs(250_000), silverPerTolaPaisa: rs(2_800), date: '2026-11-20' };
const assets = (a: Partial<ZakatAssets>): ZakatAssets => ({ ...emptyAssets(), ...a });

// [what, assets, basis, net (Rs), nisab (Rs), Zakat (Rs), still to give (Rs)]
const table: [string, Partial<ZakatAssets>, NisabBasis, number, number, number, number][] = [
  ['5,000,000 in the bank, 10 tola gold, 500,000 debts (silver)', { bankPaisa: rs(5_000_000), gold: { amount: 10, unit: 'tola' }, debtsPaisa: rs(500_000) }, 'silver', 7_000_000, 147_000, 175_000, 175_000],
  ['the same by the gold nisab', { bankPaisa: rs(5_000_000), gold: { amount: 10, unit: 'tola' }, debtsPaisa: rs(500_000) }, 'gold', 7_000_000, 1_875_000, 175_000, 175_000],
  ['gold weighed in grams: 116.64 g is 10 tola', { bankPaisa: rs(5_000_000), gold: { amount: 116.64, unit: 'gram' }, debtsPaisa: rs(500_000) }, 'silver', 7_000_000, 147_000, 175_000, 175_000],
  ['exactly the silver nisab: due', { cashPaisa: rs(147_000) }, 'silver', 147_000, 147_000, 3_675, 3_675],
  ['a paisa below the silver nisab: none', { cashPaisa: rs(147_000) - 1 }, 'silver', 146_999.99, 147_000, 0, 0],
  ['exactly the gold nisab: due', { cashPaisa: rs(1_875_000) }, 'gold', 1_875_000, 1_875_000, 46_875, 46_875],
  ['500,000 is above silver but below gold: none by gold', { cashPaisa: rs(500_000) }, 'gold', 500_000, 1_875_000, 0, 0],
  ['the same by silver: due', { cashPaisa: rs(500_000) }, 'silver', 500_000, 147_000, 12_500, 12_500],
  ['every asset counts', { cashPaisa: rs(10_000), bankPaisa: rs(20_000), silver: { amount: 52.5, unit: 'tola' }, stockPaisa: rs(30_000), lentPaisa: rs(40_000), investmentsPaisa: rs(50_000) }, 'silver', 297_000, 147_000, 7_425, 7_425],
  ['debts above the nisab line take it below: none', { bankPaisa: rs(200_000), debtsPaisa: rs(60_000) }, 'silver', 140_000, 147_000, 0, 0],
  ['debts larger than everything: nothing, never below zero', { cashPaisa: rs(1_000), debtsPaisa: rs(9_000) }, 'silver', 0, 147_000, 0, 0],
  ['the bank deducted 10,000 already', { bankPaisa: rs(5_000_000), gold: { amount: 10, unit: 'tola' }, debtsPaisa: rs(500_000), bankDeductedPaisa: rs(10_000) }, 'silver', 7_000_000, 147_000, 175_000, 165_000],
  ['the bank deducted more than is due', { cashPaisa: rs(200_000), bankDeductedPaisa: rs(6_000) }, 'silver', 200_000, 147_000, 5_000, 0],
  ['a part paisa is rounded up, what to give up to a rupee', { cashPaisa: rs(150_001) }, 'silver', 150_001, 147_000, 3_750.03, 3_751],
];

describe('Zakat', () => {
  it.each(table)('%s', (_what, given, basis, net, nisab, zakat, payable) => {
    const r = zakatDue(assets(given), prices, basis);
    expect(r.netPaisa).toBe(rs(net));
    expect(r.nisabPaisa).toBe(rs(nisab));
    expect(r.zakatPaisa).toBe(rs(zakat));
    expect(r.due).toBe(zakat > 0);
    expect(r.payablePaisa).toBe(rs(payable));
  });

  it('values 10 tola of gold at 2,500,000 and counts it among the assets', () => {
    const r = zakatDue(assets({ bankPaisa: rs(5_000_000), gold: { amount: 10, unit: 'tola' } }), prices);
    expect(r.goldPaisa).toBe(rs(2_500_000));
    expect(r.assetsPaisa).toBe(rs(7_500_000));
  });

  it('ignores what is not a positive number rather than letting it lower the assets', () => {
    const r = zakatDue(assets({ cashPaisa: -rs(100_000), bankPaisa: Number.NaN, gold: { amount: -3, unit: 'tola' }, stockPaisa: rs(200_000) }), prices);
    expect(r.assetsPaisa).toBe(rs(200_000));
  });
});

describe('Fitrana and Fidya by the person', () => {
  it('multiplies the season rate by whole people', () => {
    expect(perPersonTotal(rs(300), 5)).toBe(rs(1_500));
    expect(perPersonTotal(rs(300), 1)).toBe(rs(300));
  });
  it.each([0, -1, 1.5, 101])('refuses %s people', (people) => expect(perPersonTotal(rs(300), people)).toBeNull());
  it('has nothing to give for a staple not priced this season', () => expect(perPersonTotal(null, 5)).toBeNull());
});
