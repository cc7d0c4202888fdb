import { useEffect } from 'react';

/** Names the tab, history entry and bookmark after the page ("Welfare — Foundation"). */
export function usePageTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} — Foundation`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
