import { describe, expect, it } from 'vitest';
import { donationPageMoney, formatMoney, sumRupees } from './money.ts';

describe('the one money formatter', () => {
  it('writes rupees as donors read them, with grouping and no needless decimals (campaigns, back office)', () => {
    expect(formatMoney(1500)).toBe('Rs 1,500');
    expect(formatMoney(1500, { currency: 'pkr' })).toBe('Rs 1,500');
    expect(formatMoney(1234567.5)).toBe('Rs 1,234,567.5');
    expect(formatMoney(125_000)).toBe('Rs 125,000');
    expect(formatMoney(20, { currency: 'USD' })).toBe('USD 20');
  });

  it('names the currency PKR with two decimals where the donation pages show totals', () => {
    const pkr = donationPageMoney;
    expect(formatMoney(950, pkr)).toBe('PKR 950.00');
    expect(formatMoney(19_000, pkr)).toBe('PKR 19,000.00');
    expect(formatMoney(1700.5, pkr)).toBe('PKR 1,700.50');
  });

  it('writes mail and receipt amounts with two decimals', () => {
    expect(formatMoney(1_234_567.5, { decimals: 'always' })).toBe('Rs 1,234,567.50');
    expect(formatMoney(1800, { decimals: 'always' })).toBe('Rs 1,800.00');
  });

  it('sums in paisa', () => {
    expect(sumRupees([0.1, 0.2])).toBe(0.3);
    expect(sumRupees([])).toBe(0);
  });
});
