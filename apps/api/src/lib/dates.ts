const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Dates reach us as a Date or a 'YYYY-MM-DD' string; display fields are computed in UTC. */
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(`${value}T00:00:00Z`));

/** "7 Nov 2026": the spec's published_date, created_at2 and release_date. */
export function displayDate(value: Date | string): string {
  const d = toDate(value);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** The news fields: date "07", month "Nov", year "2026", new_event_date "2026-11-07". */
export function newsDateParts(value: Date | string) {
  const d = toDate(value);
  const iso = d.toISOString().slice(0, 10);
  return {
    date: iso.slice(8, 10),
    month: MONTHS[d.getUTCMonth()] ?? '',
    year: iso.slice(0, 4),
    new_event_date: iso,
  };
}
