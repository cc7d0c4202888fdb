import { formatMoney } from '@foundation/contract/money';

export { formatMoney };

// Staff read dates as the foundation's pages show them, in Pakistan.
const day = new Intl.DateTimeFormat('en-PK', { timeZone: 'Asia/Karachi', day: 'numeric', month: 'short', year: 'numeric' });

/** "7 Nov 2026" from YYYY-MM-DD or an ISO timestamp; anything else as it came. */
export function formatDay(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:00` : value);
  return Number.isNaN(date.getTime()) ? value : day.format(date);
}

/** YYYY-MM-DD for a date input, from the same forms, in Karachi's calendar. */
export function toDateInput(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** "1.2 MB" */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** Today in Karachi's calendar, YYYY-MM-DD: what a new post or lecture is dated by default. */
export const today = () => toDateInput(new Date().toISOString());

const moment = new Intl.DateTimeFormat('en-PK', { timeZone: 'Asia/Karachi', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** "24 Nov 2026, 7:05 pm" in Karachi, from an ISO timestamp; a plain day as formatDay. */
export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' || !value.includes('T')) return formatDay(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : moment.format(date);
}
