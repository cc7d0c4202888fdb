import { getLocale, intlLocale } from './locale';

/**
 * Dates in the page's language: "7 November 2026" on an English page (en-PK writes it as
 * en-GB did), "7 نومبر، 2026" on an Urdu one. The formatter is chosen when a date is shown, as the
 * locale is known only while a page renders; each is made once per language and time zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: 'UTC' | 'Asia/Karachi') {
  const locale = intlLocale();
  const key = `${locale}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone })));
  return format;
}

/** "2026-11-07" -> "7 November 2026"; anything unreadable is shown as it came. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dayFormat('UTC').format(date);
}

/** A moment (an ISO timestamp) as the day it was in Pakistan: a gift at 00:30 in Lahore is that day's, not yesterday's. */
export function formatPakistanDay(isoInstant: string): string {
  const date = new Date(isoInstant);
  return Number.isNaN(date.getTime()) ? isoInstant : dayFormat('Asia/Karachi').format(date);
}

const SHOWN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The API's display date ("7 Nov 2026", always English) as "2026-11-07", or null when it is not one. */
export function isoOfShownDate(display: string): string | null {
  const [day, month, year, ...rest] = display.trim().split(/\s+/);
  const index = SHOWN_MONTHS.indexOf(month ?? '');
  if (rest.length || index < 0 || !/^\d{1,2}$/.test(day ?? '') || !/^\d{4}$/.test(year ?? '')) return null;
  return `${year}-${String(index + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/**
 * A day the API sends for display ("7 Nov 2026", blogs and lectures): as sent on an English page,
 * through formatDate on an Urdu one ("7 نومبر، 2026"); anything unreadable as it came.
 */
export function shownDate(display: string): string {
  if (getLocale() !== 'ur') return display;
  const iso = isoOfShownDate(display);
  return iso ? formatDate(iso) : display;
}
