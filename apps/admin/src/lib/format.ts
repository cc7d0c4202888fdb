const rupees = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 2 });

/** "Rs 1,500": the way the public site and donors' receipts write rupees. The API sends "pkr". */
export function formatAmount(amount: number, currency = 'PKR'): string {
  const code = currency.toUpperCase();
  return `${code === 'PKR' ? 'Rs' : code} ${rupees.format(amount)}`;
}

// The foundation works in Pakistan; staff read times as the donor's bank slip shows them.
const karachi = new Intl.DateTimeFormat('en-PK', {
  timeZone: 'Asia/Karachi',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : karachi.format(date);
}
