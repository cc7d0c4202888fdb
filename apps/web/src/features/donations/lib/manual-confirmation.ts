import { moduleCodeOf } from '@foundation/contract/donation-codes';
import { paths } from '@foundation/contract/routes';
import { href } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';
import type { ModuleCode } from './donation-query';

/**
 * What the confirmation page needs after a receipt gift: the key the submission answered with,
 * which reads the gift back (POST /api/donations/confirmation, not counted with tracking's lookups),
 * and the phone, which the tracking page fills in. Both stay in this tab's sessionStorage: never in
 * the URL (it would land in history and logs) and never in localStorage (it would outlive the visit).
 */
export interface LastGift {
  reference: string;
  key?: string;
  phone: string;
  moduleCode: ModuleCode;
  /** Where the donor came from and goes back to. */
  back: string;
}

const KEY = 'last_manual_gift';

/** A campaign gift returns to the campaigns, a book order to the books, any other gift to welfare. */
export const backPathFor = (moduleCode: ModuleCode): string =>
  moduleCode === 'CAMPAIGN' ? paths.donate : moduleCode === 'BOOK' ? paths.publishing : paths.welfare;

/** The way back's words, as message functions called while the page renders. */
export const backLabels: Record<ModuleCode, () => string> = {
  CAMPAIGN: m.manual_back_campaigns,
  BOOK: m.manual_back_publishing,
  DONATION: m.manual_back_welfare,
};

/** Remembers the gift for this tab and answers where to send the donor. */
export function rememberGift(gift: Omit<LastGift, 'back'>): string {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...gift, back: backPathFor(gift.moduleCode) }));
  } catch {
    /* storage refused: the confirmation still shows the reference from its URL */
  }
  return href('donationConfirmation', {}, { reference: gift.reference });
}

/**
 * The remembered gift, only when it is the one this reference names. The way back is worked out
 * again rather than read: a stored "//elsewhere" must never become a link off the site.
 */
export function recallGift(reference: string): LastGift | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<LastGift> | null;
    if (!parsed || parsed.reference !== reference || typeof parsed.phone !== 'string') return null;
    const moduleCode = moduleCodeOf(parsed.moduleCode);
    const key = typeof parsed.key === 'string' ? parsed.key : undefined;
    return { reference, key, phone: parsed.phone, moduleCode, back: backPathFor(moduleCode) };
  } catch {
    return null;
  }
}
