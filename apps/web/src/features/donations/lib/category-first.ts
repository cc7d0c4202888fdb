import type { WelfareCategory } from '@foundation/contract/campaigns';

/** Spec point 2: the category named in the query's title goes to the front; the rest keep their order. */
export function categoryFirst(categories: WelfareCategory[], title: string): WelfareCategory[] {
  const wanted = title.trim().toLowerCase();
  const index = categories.findIndex((c) => c.name.toLowerCase() === wanted);
  if (index <= 0) return categories;
  return [categories[index]!, ...categories.slice(0, index), ...categories.slice(index + 1)];
}
