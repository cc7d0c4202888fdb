import { useEffect } from 'react';

const SITE = 'Foundation';

/**
 * Gives the page its own title ("Publishing — Foundation") and description, for tabs, history,
 * bookmarks and search results; the defaults of index.html come back when the page unmounts.
 */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = `${title} — ${SITE}`;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previousDescription = meta?.content;
    if (meta && description) meta.content = description;
    return () => {
      document.title = previousTitle;
      if (meta && previousDescription !== undefined) meta.content = previousDescription;
    };
  }, [title, description]);
}
