import { BOOK_COPIES } from '@foundation/contract/donation-messages';
import { href } from '../../../../lib/routes';
import { bookIdOf, type DonationQuery } from '../../lib/donation-query';

/** The one-page book order (/donation?type=BOOK): where every "order this book" link leads. */
export const bookOrderHref = (q: DonationQuery) =>
  href('donation', {}, { type: 'BOOK', id: bookIdOf(q), title: q.title || undefined, image: q.image ?? undefined });

/** Copies as typed, or null unless a whole number from 1 to 20 (the server refuses anything else). */
export function parseCopies(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,3}$/.test(t)) return null;
  const n = Number(t);
  return n >= BOOK_COPIES.min && n <= BOOK_COPIES.max ? n : null;
}

/** One step up or down from what is typed, kept within 1 to 20; an unreadable field starts again at 1. */
export function stepCopies(text: string, by: 1 | -1): number {
  const n = parseCopies(text);
  return n === null ? BOOK_COPIES.min : Math.min(BOOK_COPIES.max, Math.max(BOOK_COPIES.min, n + by));
}

/** price × copies, in paisa so 3 × 33.1 is 99.30 and not 99.30000000000001: the server checks it exactly. */
export const bookTotal = (price: number, copies: number) => (Math.round(price * 100) * copies) / 100;
