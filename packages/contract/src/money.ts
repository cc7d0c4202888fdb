/**
 * The one way an amount of money is written, for the web, the back office and the donor's mail and
 * receipt PDF. Free of zod and of any DOM, so every side imports it on its first load.
 */

export interface MoneyFormat {
  /** ISO 4217 code, any case ("pkr" as the API sends it); rupees unless given. */
  currency?: string;
  /**
   * How rupees are named: "Rs" as donors read them, or the code "PKR" where a page names the
   * currency as the card wizard does (its amount label reads PKR, spec point 5). Another currency
   * is always written by its code.
   */
  label?: 'Rs' | 'PKR';
  /**
   * 'always' writes two decimals (totals, receipts: spec point 9 shows the wizard's total with 2
   * decimals); 'when-needed' writes only those the amount has ("Rs 1,500", "Rs 1,500.5").
   */
  decimals?: 'always' | 'when-needed';
}

const grouping = {
  always: new Intl.NumberFormat('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  'when-needed': new Intl.NumberFormat('en-PK', { maximumFractionDigits: 2 }),
};

/** "Rs 1,500", "PKR 1,500.00", "USD 20": an amount of whole units (rupees, not paisa). */
export function formatMoney(amount: number, { currency = 'PKR', label = 'Rs', decimals = 'when-needed' }: MoneyFormat = {}): string {
  const code = currency.toUpperCase();
  return `${code === 'PKR' ? label : code} ${grouping[decimals].format(amount)}`;
}

/**
 * The donation pages (wizard, book order, manual form, tracking) write "PKR 1,500.00": the wizard's
 * amount label reads PKR (spec point 5) and its total has 2 decimals (spec point 9).
 */
export const donationPageMoney = { label: 'PKR', decimals: 'always' } as const satisfies MoneyFormat;

/** Sums in paisa so 0.1 + 0.2 shows as 0.30, not 0.30000000000000004. */
export const sumRupees = (amounts: number[]) => amounts.reduce((paisa, a) => paisa + Math.round(a * 100), 0) / 100;
