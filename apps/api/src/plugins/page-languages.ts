import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inLocale, isAppPath, localeOfPath, locales, type Locale } from '@foundation/contract/routes';
import { sitePath } from '../lib/on-site.ts';

/** The reader's choice of language, kept a year; it names a language, nothing personal. */
const COOKIE = 'lang';
const YEAR_SECONDS = 31_536_000;

const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/**
 * The Urdu stylesheet's built name (src/urdu.css in the Urdu build's manifest), if it was built,
 * and its small Naskh fallback face's. The Nastaliq face is not preloaded: a device that has the
 * face draws it from the system, and another fetches it once the page's text asks for it
 * (`font-display: optional`, src/urdu.css), so no phone spends 160 KB of its first bytes on a font
 * it may not use. The 25 KB fallback is: a device with no Urdu face draws its first Urdu page in it,
 * rather than in a system face with empty boxes for ہ ے ۔ (decision 27).
 */
function urduStylesheet(webDist: string) {
  const manifest = join(webDist, '.vite', 'manifest.ur.json');
  if (!existsSync(manifest)) return null;
  const entries = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, { file: string }>;
  const entry = entries['src/urdu.css'];
  if (!entry) return null;
  const fallback = entries['src/fonts/naskh-fallback.woff2'];
  return { href: `/${entry.file}`, fallbackFont: fallback ? `/${fallback.file}` : null };
}

/**
 * The page shell in each language: an Urdu page reads right to left, starts the Urdu build's script
 * (index.ur.html: its words only Urdu, apps/web/vite.config.ts) and brings its Nastaliq face; an
 * English page never loads either. The stylesheet is linked here and inlined with the site's own by
 * the page renderer, so the first paint already has Urdu's line heights.
 */
export function shellsByLocale(index: string, webDist: string): Record<Locale, string> {
  const stylesheet = urduStylesheet(webDist);
  const urduIndex = join(webDist, 'index.ur.html');
  const ur = (existsSync(urduIndex) ? readFileSync(urduIndex, 'utf8') : index)
    .replace(/<html[^>]*>/, '<html lang="ur" dir="rtl">')
    .replace('</head>', () => (stylesheet ? `  <link rel="stylesheet" crossorigin href="${stylesheet.href}">\n  </head>` : '</head>'))
    // Asked for with the page's first bytes, beside the main picture, not after the inlined styles.
    .replace(/<meta name="viewport"[^>]*>/, (viewport) =>
      stylesheet?.fallbackFont ? `${viewport}\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="${stylesheet.fallbackFont}">` : viewport,
    );
  return { en: index, ur };
}

const cookieLocale = (request: FastifyRequest) => {
  const value = /(?:^|;\s*)lang=(\w+)/.exec(String(request.headers.cookie ?? ''))?.[1];
  return isLocale(value) ? value : null;
};

/**
 * Where a reader is sent instead of the page asked for, or null. The header's language link asks
 * for `?lang=ur` (or `en`): the choice is remembered and the reader lands on the same page in that
 * language, without the parameter. Later, a reader who chose Urdu and follows a link to an English
 * page (one shared on WhatsApp) gets it in Urdu. An address under /ur is always answered in Urdu:
 * a shared Urdu link works for everyone. (Pages vary on the cookie: sendHtml says so.)
 */
export function languageRedirect(request: FastifyRequest, reply: FastifyReply, pathname: string): string | null {
  // Only the query is read from the address: the path is the decoded one the router saw, and an
  // address such as `//evil.example` must never be read as a host.
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  const params = new URLSearchParams(query);
  const asked = params.get(COOKIE);
  if (asked !== null) {
    params.delete(COOKIE);
    const search = params.size > 0 ? `?${params}` : '';
    if (!isLocale(asked)) return sitePath(pathname, search);
    reply.header('set-cookie', `${COOKIE}=${asked}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`);
    return sitePath(inLocale(asked, pathname), search);
  }
  if (cookieLocale(request) === 'ur' && localeOfPath(pathname) === 'en' && isAppPath(pathname)) {
    return sitePath(inLocale('ur', pathname), query ? `?${params}` : '');
  }
  return null;
}
