import { useEffect } from 'react';

/** Each screen names itself in the tab and to screen readers on arrival (WCAG 2.4.2). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Back office`;
  }, [title]);
}
