import { eq } from 'drizzle-orm';
import type { Translations } from '@foundation/contract/admin/translations';
import { SettingsSchema, type Settings } from '@foundation/contract/settings';
import type { Db } from '../../db/client.ts';
import { countries, settings } from '../../db/schema/index.ts';
import { localized, type ContentLocale } from '../../lib/content-language.ts';

/** The cache name a staff change to settings is published under (lib/cache-bus.ts); whatever caches them subscribes to it. */
export const SETTINGS = 'settings';

export const defaultSettings: Settings = {
  company_name: 'The Foundation',
  company_logo: '/uploads/brand/logo.svg',
  company_phone: '+92 300 0000000',
  company_email: 'info@foundation.example',
  instagram_link: '',
  facebook_link: '',
  twitter_link: '',
  linkedin_link: '',
  youtube_link: '',
  company_address: '',
  bank_accounts: [],
  wallet_accounts: [],
};

/**
 * Settings rows merged over the defaults, key by key: a missing or malformed row falls back to
 * its default alone and never takes the header's phone and e-mail down with it.
 */
export async function readSettings(db: Db, locale: ContentLocale = 'en'): Promise<Settings> {
  const rows = await db.select().from(settings);
  const merged: Record<string, unknown> = { ...defaultSettings };
  let translations: Translations = {};
  for (const { key, value } of rows) {
    if (key === TRANSLATIONS_KEY) translations = asTranslations(value);
    const field = SettingsSchema.shape[key as keyof Settings];
    if (field?.safeParse(value).success) merged[key] = value;
  }
  return localized(locale, { ...(merged as Settings), translations });
}

/**
 * The settings' Urdu: the row `translations`, `{ "ur": { "company_name": "…", "company_address": "…" } }`
 * (contract admin/translations.ts: settings). Settings are rows of a key and a value, so their
 * Urdu is one more row rather than a column.
 */
export const TRANSLATIONS_KEY = 'translations';

const asTranslations = (value: unknown): Translations => {
  const ur = (value as Translations | null)?.ur;
  return ur && typeof ur === 'object' ? { ur } : {};
};

export async function readSettingsTranslations(db: Db): Promise<Translations> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, TRANSLATIONS_KEY));
  return asTranslations(row?.value);
}

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** Alphabetical as a reader expects ("Åland Islands" near the top), whatever the database collation. */
export async function listCountries(db: Db) {
  const rows = await db.select({ id: countries.id, name: countries.name, code: countries.code }).from(countries);
  return rows.sort((a, b) => byName.compare(a.name, b.name));
}
