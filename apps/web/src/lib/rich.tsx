import { Fragment, type ReactNode } from 'react';

const MARK = '\u0000';

/**
 * A message whose placeholders are elements (a bold amount, an isolated reference, a link): the
 * message is asked with markers in place of its values, so each language keeps its own word order,
 * and the elements are put where the markers fall.
 */
export function rich<K extends string>(message: (inputs: Record<K, string>) => string, values: Record<K, ReactNode>): ReactNode {
  const markers = Object.fromEntries(Object.keys(values).map((k) => [k, `${MARK}${k}${MARK}`])) as Record<K, string>;
  return message(markers)
    .split(MARK)
    .map((part, i) => (i % 2 ? <Fragment key={i}>{values[part as K]}</Fragment> : part));
}
