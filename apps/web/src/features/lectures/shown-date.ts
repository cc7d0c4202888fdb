import { formatDate } from '../../lib/format-date';
import { getLocale } from '../../lib/locale';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The API's display date ("7 Nov 2026", always English) as "2026-11-07", or null when it is not one. */
export function isoOfShownDate(display: string): string | null {
  const [day, month, year, ...rest] = display.trim().split(/\s+/);
  const index = MONTHS.indexOf(month ?? '');
  if (rest.length || index < 0 || !/^\d{1,2}$/.test(day ?? '') || !/^\d{4}$/.test(year ?? '')) return null;
  return `${year}-${String(index + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/**
 * A day the API sends for display ("7 Nov 2026"): as sent on an English page, through the site's
 * formatDate on an Urdu one ("7 نومبر، 2026"); anything unreadable as it came.
 * (The same helper lives in each feature that shows one; a candidate for lib/format-date.ts.)
 */
export function shownDate(display: string): string {
  if (getLocale() !== 'ur') return display;
  const iso = isoOfShownDate(display);
  return iso ? formatDate(iso) : display;
}
