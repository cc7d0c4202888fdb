import type { ReactNode } from 'react';
import { Reveal } from './reveal';

type Props<T> = {
  items: readonly T[];
  keyOf: (item: T) => string | number;
  /** One card (or tile, or player) per item. */
  children: (item: T, index: number) => ReactNode;
  /** The grid's columns and gaps: by default one column, two from sm, three from lg. */
  className?: string;
  itemClassName?: (item: T, index: number) => string | undefined;
  /** The list's name, where a page has several. */
  label?: string;
  /** Revealed with the scroll (spec point 1), as the home page's bands are. */
  reveal?: boolean;
};

/** A list laid out as a grid of cards, one item each. */
export function CardGrid<T>({ items, keyOf, children, className = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3', itemClassName, label, reveal = false }: Props<T>) {
  const cards = items.map((item, i) => (
    <li key={keyOf(item)} className={itemClassName?.(item, i)}>
      {children(item, i)}
    </li>
  ));
  return reveal ? (
    <Reveal as="ul" className={className}>
      {cards}
    </Reveal>
  ) : (
    <ul aria-label={label} className={className}>
      {cards}
    </ul>
  );
}
