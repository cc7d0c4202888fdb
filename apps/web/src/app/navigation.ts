import { useSyncExternalStore } from 'react';
import type { RouterOptions } from 'wouter';
import { adoptAllNow } from '../components/ui/when-visible';
import { preloadPage } from './pages';

/* The loading bar: on while a link waits for the code of the page it leads to. */
let waitingFor = 0;
const barListeners = new Set<() => void>();
const setWaiting = (n: number) => {
  waitingFor = n;
  for (const l of barListeners) l();
};
const subscribeBar = (l: () => void) => {
  barListeners.add(l);
  return () => void barListeners.delete(l);
};
export const usePageLoading = () => useSyncExternalStore(subscribeBar, () => waitingFor > 0, () => false);

/**
 * Every navigation (a link, a redirect, navigate()) loads the next page's code first; only the last
 * one asked for goes ahead, so two quick clicks end on the second page.
 */
let latest = 0;
export const aroundNav: NonNullable<RouterOptions['aroundNav']> = (navigate, to, options) => {
  const ticket = ++latest;
  // The update reaches the layout around parts below the fold not yet adopted, and React will not
  // commit past a part it has not adopted: adopt them all now.
  adoptAllNow();
  const pathname = new URL(String(to), window.location.href).pathname;
  setWaiting(waitingFor + 1);
  void preloadPage(pathname, { again: true })
    .catch(() => undefined) // the page's error shows once there (RouteError)
    .finally(() => {
      setWaiting(waitingFor - 1);
      if (ticket === latest) navigate(to, options);
    });
};

