/** Rupees with 2 decimals and grouping, as the review step and the forms show them. */
export const formatPkr = (amount: number) =>
  `PKR ${amount.toLocaleString('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Sums in paisa so 0.1 + 0.2 shows as 0.30, not 0.30000000000000004. */
export const sumRupees = (amounts: number[]) => amounts.reduce((paisa, a) => paisa + Math.round(a * 100), 0) / 100;
