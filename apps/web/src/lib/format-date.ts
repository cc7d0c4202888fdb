/** "2026-11-07" -> "7 November 2026"; anything unreadable is shown as it came. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}


const pakistanDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Karachi' });

/** A moment (an ISO timestamp) as the day it was in Pakistan: a gift at 00:30 in Lahore is that day's, not yesterday's. */
export function formatPakistanDay(isoInstant: string): string {
  const date = new Date(isoInstant);
  return Number.isNaN(date.getTime()) ? isoInstant : pakistanDay.format(date);
}
