import { createContext, useContext, useEffect } from 'react';
import type { Locale } from '@foundation/contract/routes';
import { m } from '../paraglide/messages.js';
import { getLocale } from './locale';
import { useSettings } from './settings';
import { siteHead } from './site-head';

/** What a page says about itself to tabs, search engines and link previews. */
export interface PageHead {
  title: string;
  description?: string;
  /** The page's own picture for a shared link (a course's, a book's cover); the site's default otherwise. */
  image?: string | null;
  /** Open Graph's kind of page: an article for a blog post, a website otherwise. */
  type?: 'website' | 'article' | 'book';
  /** schema.org descriptions of what the page is about, for search engines, given the page's address. */
  structuredData?: (pageUrl: string) => object[];
  /** A page no search engine should list: a learner's own, a step of a gift, a sign-in form, a reset link's page. */
  noindex?: boolean;
}

/**
 * The site's name, title and description in a language (the page's unless named): the server names
 * it, as it writes a page's head after the render, outside the page's language. The name is the
 * foundation's as staff set it (settings, in the page's language); the catalogue's until it is known.
 */
export function siteHeadIn(locale: Locale = getLocale(), siteName?: string) {
  const options = { locale };
  const name = siteName?.trim() || m.site_head_name({}, options);
  return {
    name,
    title: m.site_head_title({ name }, options),
    description: m.site_head_description({}, options),
    image: siteHead.image,
  };
}

/** The foundation's name as staff set it in settings, in the page's language; the catalogue's before they arrive. */
export function useSiteName() {
  const { data: settings } = useSettings();
  return siteHeadIn(getLocale(), settings?.company_name).name;
}

/**
 * Where the server collects a page's head while rendering it: it writes the tags into the HTML it
 * sends, so a crawler or a chat app's preview reads them without running any script. `missing`
 * marks the page as one about nothing: the server answers it with 404.
 */
export const HeadCollector = createContext<{ set: (head: PageHead) => void; missing: () => void } | null>(null);

/**
 * An address that names nothing (an unknown post, course, book or lecture): the page shows its own
 * words for that, and the server sends them with a 404, so no search engine keeps the address and
 * no cache takes it for a page.
 */
export function useMissingPage(missing: boolean) {
  const collector = useContext(HeadCollector);
  if (missing) collector?.missing();
}

/**
 * Gives the page its own title ("Publishing — Foundation") and description, for tabs, history,
 * bookmarks and search results; the site's own come back when the page unmounts (not what the tab
 * showed before: a page the server sent already carries its own title when it hydrates).
 * On the server the whole head (with its image and structured data) goes into the sent HTML.
 */
export function usePageMeta(title: string, description?: string, more: Omit<PageHead, 'title' | 'description'> = {}) {
  const collector = useContext(HeadCollector);
  const siteName = useSiteName();
  // Rendering on the server runs no effects: the head is taken as the page renders.
  collector?.set({ title, description, ...more });
  useEffect(() => {
    const site = siteHeadIn(getLocale(), siteName);
    document.title = pageTitle(title, getLocale(), siteName);
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta) meta.content = description ?? site.description;
    return () => {
      document.title = site.title;
      if (meta) meta.content = site.description;
    };
  }, [title, description, siteName]);
}

/** "Publishing — The Foundation": the site's name (settings', or the catalogue's) in the page's language (or the one named). */
export const pageTitle = (title: string, locale?: Locale, siteName?: string) => `${title} — ${siteHeadIn(locale, siteName).name}`;
