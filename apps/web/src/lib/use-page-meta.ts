import { createContext, useContext, useEffect } from 'react';
import type { Locale } from '@foundation/contract/routes';
import { m } from '../paraglide/messages.js';
import { getLocale } from './locale';
import { siteHead } from './site-head';

/** What a page says about itself to tabs, search engines and link previews. */
export interface PageHead {
  title: string;
  description?: string;
  /** The page's own picture for a shared link (a course's, a book's cover); the site's default otherwise. */
  image?: string | null;
  /** Open Graph's kind of page: an article for a blog post, a website otherwise. */
  type?: 'website' | 'article' | 'book';
  /** `noindex`: a page search engines should not list (a password reset link's page). */
  robots?: 'noindex';
  /** schema.org descriptions of what the page is about, for search engines, given the page's address. */
  structuredData?: (pageUrl: string) => object[];
}

/**
 * The site's name, title and description in a language (the page's unless named): the server names
 * it, as it writes a page's head after the render, outside the page's language.
 */
export function siteHeadIn(locale: Locale = getLocale()) {
  const options = { locale };
  return {
    name: m.site_head_name({}, options),
    title: m.site_head_title({}, options),
    description: m.site_head_description({}, options),
    image: siteHead.image,
  };
}

/**
 * Where the server collects a page's head while rendering it: it writes the tags into the HTML it
 * sends, so a crawler or a chat app's preview reads them without running any script.
 */
export const HeadCollector = createContext<{ set: (head: PageHead) => void } | null>(null);

/**
 * Gives the page its own title ("Publishing — Foundation") and description, for tabs, history,
 * bookmarks and search results; the site's own come back when the page unmounts (not what the tab
 * showed before: a page the server sent already carries its own title when it hydrates).
 * On the server the whole head (with its image and structured data) goes into the sent HTML.
 */
export function usePageMeta(title: string, description?: string, more: Omit<PageHead, 'title' | 'description'> = {}) {
  const collector = useContext(HeadCollector);
  // Rendering on the server runs no effects: the head is taken as the page renders.
  collector?.set({ title, description, ...more });
  useEffect(() => {
    const site = siteHeadIn();
    document.title = pageTitle(title);
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (meta) meta.content = description ?? site.description;
    return () => {
      document.title = site.title;
      if (meta) meta.content = site.description;
    };
  }, [title, description]);
}

/** "Publishing — Foundation", with the site's name in the page's language (or the one named). */
export const pageTitle = (title: string, locale?: Locale) => `${title} — ${siteHeadIn(locale).name}`;
