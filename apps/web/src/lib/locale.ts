import { hasArabicScript, localeOfPath, type Locale } from '@foundation/contract/routes';
import { getLocale, overwriteGetLocale } from '../paraglide/runtime.js';

/**
 * The language a page is in, English or Urdu. Paraglide's message functions ask getLocale(); the app
 * answers it: in the browser from the address the page was loaded at (a switch of language is a
 * new page, with its own lang, dir and font), on the server from the request being rendered
 * (server/render.tsx). No message is read at a module's top level, only while rendering.
 */
export { getLocale };

export const setLocaleSource = (source: () => Locale) => overwriteGetLocale(source);

/** For the browser: the page's language, fixed for the life of the document. */
export function startDocumentLocale() {
  const locale = localeOfPath(window.location.pathname);
  setLocaleSource(() => locale);
  // Only if the server's page said otherwise: assigning lang or dir, even unchanged, makes the
  // browser restyle every element (:lang and :dir rules), some 20 ms of a phone's start on /ur.
  const root = document.documentElement;
  if (root.lang !== locale) root.lang = locale;
  if (root.dir !== dirOf(locale)) root.dir = dirOf(locale);
  return locale;
}

export const dirOf = (locale: Locale) => (locale === 'ur' ? 'rtl' : 'ltr');
/** The router's base: /ur for an Urdu page, so every link and path inside stays in Urdu. */
export const routerBase = (locale: Locale) => (locale === 'ur' ? '/ur' : '');
/** Dates, months and amounts (Intl) as a reader in Pakistan expects them in the page's language. */
export const intlLocale = () => (getLocale() === 'ur' ? 'ur-PK' : 'en-PK');

/**
 * The arrow key that moves forward in reading order: right in English, left in Urdu (tabs,
 * a lightbox, a slider follow the text's direction).
 */
export const forwardKey = () => (getLocale() === 'ur' ? 'ArrowLeft' : 'ArrowRight');
/** +1 for the key that moves forward, -1 for the one that moves back, 0 for any other. */
export const arrowStep = (key: string) => (key === forwardKey() ? 1 : key === 'ArrowLeft' || key === 'ArrowRight' ? -1 : 0);

/**
 * What staff wrote is shown in Urdu where they gave an Urdu text and in English otherwise; on an
 * Urdu page the English is marked lang="en", so it is drawn and read aloud as English.
 */
export const langOfContent = (text: string | null | undefined) => (getLocale() === 'ur' && text && !hasArabicScript(text) ? 'en' : undefined);
