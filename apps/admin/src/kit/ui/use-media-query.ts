import { useSyncExternalStore } from 'react';

/** Whether a media query matches now, following changes; true where there is no matchMedia (tests). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true),
  );
}

/** Tailwind's `sm`: below it a list is cards, so a phone never scrolls a table sideways. */
export const useWide = () => useMediaQuery('(min-width: 640px)');
