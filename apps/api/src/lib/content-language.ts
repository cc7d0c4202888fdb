import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentLocale, Translations } from '@foundation/contract/admin/translations';

export type { ContentLocale } from '@foundation/contract/admin/translations';

/**
 * The language a reader asked for (decision 24): `?lang=ur` (or `en`) in the address, or
 * else the `Accept-Language` header, which the web client sends from the page's language. Urdu
 * when the first preference (the highest q, the earlier on a tie) is `ur` or `ur-…`; anything else
 * is English, the site's own language.
 */
export function askedLocale(request: Pick<FastifyRequest, 'url' | 'headers'>): ContentLocale {
  // From the address itself: a route's query schema drops parameters it does not declare.
  const asked = new URL(request.url, 'http://api.internal').searchParams.get('lang');
  if (asked === 'ur' || asked === 'en') return asked;
  return firstPreference(request.headers['accept-language']) === 'ur' ? 'ur' : 'en';
}

/** The primary language of the header's first preference, lower case ("ur" for "ur-PK;q=0.9"), or null. */
function firstPreference(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  let best: { tag: string; q: number } | null = null;
  for (const part of value.split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const tag = range.trim().toLowerCase();
    if (!tag) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best ? (best.tag.split('-')[0] ?? null) : null;
}

/**
 * The language of a public read that shows staff's texts: as askedLocale, and the reply says it
 * varies by the header, so a shared cache never hands an English body to an Urdu reader.
 */
export function contentLocale(request: Pick<FastifyRequest, 'url' | 'headers'>, reply: FastifyReply): ContentLocale {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/(^|,)\s*accept-language\s*(,|$)/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
  return askedLocale(request);
}

/** Staff's Urdu for `field` when the reader asked for Urdu and there is some; the English otherwise. */
export function inLocale(locale: ContentLocale, english: string, translations: Translations | null | undefined, field: string): string {
  if (locale === 'en') return english;
  const urdu = translations?.ur?.[field];
  return typeof urdu === 'string' && urdu.trim() !== '' ? urdu : english;
}

const camel = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The one overlay of a row's texts: a copy of `row` without its `translations`, where
 * each field staff wrote Urdu for (`translations.ur.class_duration`, the row's `classDuration` or
 * `class_duration`) holds the Urdu when the reader asked for Urdu. Every other field, and every
 * field in English, is the row's own, so a response keeps its shape whatever the language.
 */
export function localized<T extends { translations?: Translations | null }>(locale: ContentLocale, row: T): Omit<T, 'translations'> {
  const { translations, ...own } = row;
  if (locale === 'en' || !translations?.ur) return own;
  const out: Record<string, unknown> = own;
  for (const field of Object.keys(translations.ur)) {
    for (const key of new Set([field, camel(field)])) {
      // null: an English left blank (a course open to all) still shows the Urdu staff gave.
      if (key in out && (typeof out[key] === 'string' || out[key] === null)) out[key] = inLocale(locale, (out[key] as string | null) ?? '', translations, field) || out[key];
    }
  }
  return out as Omit<T, 'translations'>;
}
