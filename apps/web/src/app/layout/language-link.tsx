import { useLocation, useSearch } from 'wouter';
import { inLocale, type Locale } from '@foundation/contract/routes';
import { getLocale } from '../../lib/locale';

/** Each language by its own name, the same on every page: not a message to translate. */
const ENDONYMS: Record<Locale, string> = { en: 'English', ur: 'اردو' };

/**
 * The same page in the other language, named in that language. A plain link: the other
 * language is a new page (its direction, its font). `?lang=` asks the server to remember the choice.
 */
export function LanguageLink({ className }: { className?: string }) {
  const [path] = useLocation();
  const search = new URLSearchParams(useSearch());
  const other = getLocale() === 'ur' ? 'en' : 'ur';
  search.set('lang', other);
  return (
    <a href={`${inLocale(other, path)}?${search}`} hrefLang={other} lang={other} className={className}>
      {ENDONYMS[other]}
    </a>
  );
}
