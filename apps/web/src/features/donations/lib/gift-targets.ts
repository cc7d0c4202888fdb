import type { WelfareCategory } from '@foundation/contract/campaigns';
import { programmeNamed, programmeNames } from '../../../lib/programmes';
import { m } from '../../../paraglide/messages.js';
import { GENERAL_DONATION } from './donation-query';

/**
 * One thing a welfare gift may be for: a welfare category, a whole programme, or the general gift.
 * `category` is what the gift is recorded under (English data); `name` is what the donor reads.
 */
export interface GiftTarget {
  category: string;
  name: string;
  /** A server-root picture; none for the general gift (a drawn tile stands in). */
  image: string | null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const general = (): GiftTarget => ({ category: GENERAL_DONATION, name: m.manual_general_donation(), image: null });

const fromCategory = (c: WelfareCategory): GiftTarget => ({ category: c.category, name: c.name, image: c.image });

/** The target a link's title names, in the page's language where the site knows its name. */
export function namedTarget(title: string, categories: WelfareCategory[]): GiftTarget {
  if (!title.trim() || same(title, GENERAL_DONATION)) return general();
  const programme = programmeNamed(title);
  if (programme) return { category: programmeNames[programme].name, name: programmeNames[programme].label(), image: `/images/pages/welfare/${programme}.svg` };
  const category = categories.find((c) => same(c.category, title));
  // A name the site does not know (an old link) is given to as it was written.
  return category ? fromCategory(category) : { category: title.trim(), name: title.trim(), image: null };
}

/**
 * Spec point 2: the target the link's title named comes first, then the welfare categories in
 * staff's order, then the general gift, so Previous from the first reaches it; every one can be
 * chosen, and the form gives to the chosen one.
 */
export function giftTargets(title: string, categories: WelfareCategory[]): GiftTarget[] {
  const first = namedTarget(title, categories);
  const rest = categories.filter((c) => !same(c.category, first.category)).map(fromCategory);
  return first.category === GENERAL_DONATION ? [first, ...rest] : [first, ...rest, general()];
}
