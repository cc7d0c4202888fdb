import { isBlankText } from '@foundation/contract/admin/kit';
import type { Translations } from '@foundation/contract/admin/translations';
import { sanitizeHtml } from '../../lib/html.ts';

/**
 * A record's `translations` as the back office reads it: `{ ur: {...} }` with the
 * fields that have Urdu, or `{}` when none has.
 */
export function translationsOf(stored: Translations | null | undefined): Translations {
  const ur = Object.fromEntries(Object.entries(stored?.ur ?? {}).filter(([, text]) => typeof text === 'string' && text !== ''));
  return Object.keys(ur).length ? { ur } : {};
}

/**
 * The `translations` column's value for a write: undefined when the body sent none (a patch keeps
 * what is stored), else the whole new value, which replaces the old. The Urdu of a rich text field
 * (`rich`) is stored sanitized like its English (decision 4); a text that sanitizing empties is
 * "no Urdu".
 */
export function translationValues(input: { ur?: Record<string, string | undefined> | null } | undefined, rich: readonly string[] = []): Translations | undefined {
  if (input === undefined) return undefined;
  const ur: Record<string, string> = {};
  for (const [field, text] of Object.entries(input.ur ?? {})) {
    if (typeof text !== 'string') continue;
    const stored = rich.includes(field) ? sanitizeHtml(text) : text;
    if (!isBlankText(stored) && (!rich.includes(field) || stored.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '' || /<img\b/i.test(stored))) ur[field] = stored;
  }
  return Object.keys(ur).length ? { ur } : {};
}
