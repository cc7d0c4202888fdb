import type { PageHead } from '../lib/use-page-meta';
import { pageTitle, siteHeadIn } from '../lib/use-page-meta';
import { scriptJson } from '../lib/structured-data';
import { inLocale, localeOfPath, withoutLocale } from '@foundation/contract/routes';
import { mediaCopyFormats, mediaCopyUrl } from '@foundation/contract/media-copies';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Pages whose item is named by `?id=` rather than by the path. */
const ID_IN_QUERY = new Set(['/singleBlog', '/videoDetail']);

/**
 * The address a page is known by: its path, and a query only where it names the item (a blog post
 * is /singleBlog?id=3; tracking or campaign parameters are not part of it).
 */
export function canonicalUrl(origin: string, url: URL) {
  const id = ID_IN_QUERY.has(withoutLocale(url.pathname)) ? url.searchParams.get('id') : null;
  return new URL(`${url.pathname}${id ? `?id=${encodeURIComponent(id)}` : ''}`, origin).href;
}

const absolute = (origin: string, src: string) => new URL(src, origin).href;

/** What every chat app and social network previews: no SVG anywhere, AVIF almost nowhere. */
const PREVIEWABLE = /\.(jpe?g|png|gif|webp)$/i;

/**
 * The picture of a shared link: the page's own where a link preview can show it. A library AVIF
 * is offered as its widest WebP copy; a picture in no format previews show (an SVG) gives way to
 * the site's designed default, so the preview still has a picture.
 */
export function previewImage(image: string | null | undefined, fallback: string) {
  if (!image) return fallback;
  const path = image.replace(/[?#].*$/, '');
  if (PREVIEWABLE.test(path)) return image;
  if (mediaCopyFormats(path).includes('webp')) return mediaCopyUrl(path, 1600, 'webp');
  return fallback;
}

/** What the server knows of a page besides its head: where it is, and the foundation it belongs to. */
export interface PageContext {
  origin: string;
  url: URL;
  organization?: object;
  /** The foundation's name from settings, in the page's language (the catalogue's when they could not be read). */
  siteName?: string;
  /** 404: the address names nothing; it gets no canonical address, and search engines are asked to drop it. */
  status?: number;
}

/**
 * The head a page is sent with: its title and description in place of the site's (in the page's
 * language), and the tags a search engine or a chat app's link preview reads: canonical, Open Graph,
 * Twitter card and JSON-LD.
 */
export function headTags(head: PageHead | null, page: PageContext) {
  // The page's language from its address: this runs after the render, outside the page's locale.
  const locale = localeOfPath(page.url.pathname);
  const siteHead = siteHeadIn(locale, page.siteName);
  const title = head ? pageTitle(head.title, locale, page.siteName) : siteHead.title;
  const description = head?.description || siteHead.description;
  const image = absolute(page.origin, previewImage(head?.image, siteHead.image));
  const url = canonicalUrl(page.origin, page.url);
  const missing = page.status === 404;
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    ...(missing || head?.noindex ? [meta('name', 'robots', 'noindex')] : []),
    // A missing page is no address of the site's: nothing to name as canonical, or in another language.
    ...(missing ? [] : [`<link rel="canonical" href="${escapeHtml(url)}" />`]),
    // The same page in the other language, and English for a reader of neither.
    ...(missing ? [] : alternates(url)).map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}" />`),
    meta('property', 'og:site_name', siteHead.name),
    meta('property', 'og:type', head?.type ?? 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', locale === 'ur' ? 'ur_PK' : 'en_PK'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    // The foundation on every page, so what a page describes can point at it by its @id.
    ...[page.organization, ...(head?.structuredData?.(url) ?? [])].filter(Boolean).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return { title: escapeHtml(title), description: escapeHtml(description), tags: tags.join('\n    ') };
}

/** A page's address in English, in Urdu, and the default (English) for any other reader. */
function alternates(canonical: string): [string, string][] {
  const at = (locale: 'en' | 'ur') => {
    const url = new URL(canonical);
    url.pathname = inLocale(locale, url.pathname);
    return url.href;
  };
  return [['en', at('en')], ['ur', at('ur')], ['x-default', at('en')]];
}
