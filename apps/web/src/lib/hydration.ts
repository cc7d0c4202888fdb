import { useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * Whether this component is adopting HTML the server sent (hydration) rather than drawing anew.
 * Parts that would wait to be scrolled near (sliders, the footer's form) are in the server's HTML;
 * adopting it they must render at once to match it. Drawn later (after a click to another page),
 * they wait for the scroll, saving a phone the work.
 *
 * React reads a store's server snapshot exactly while hydrating, so this holds for a part below the
 * fold adopted long after the rest of the page (a page-wide flag would already be off by then, and
 * the part would draw its placeholder over the server's HTML). The first answer is kept: the
 * re-render React makes after hydration must not turn an adopted part into a new one.
 */
export function useFromServer(): boolean {
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const [sent] = useState(hydrating);
  return sent;
}
