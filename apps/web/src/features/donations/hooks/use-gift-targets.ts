import { useWelfareCategories } from '../api/get-welfare-categories';
import { giftTargets, type GiftTarget } from '../lib/gift-targets';

/**
 * What a welfare gift may be for, the one the link named first (see giftTargets), and whether the
 * categories are still on their way (until then the list holds the named one alone).
 */
export function useGiftTargets(title: string, enabled = true): { targets: GiftTarget[]; loading: boolean } {
  const categories = useWelfareCategories(enabled);
  return { targets: giftTargets(title, categories.data ?? []), loading: categories.isPending };
}
