import { SettingsSchema, type Settings } from '@foundation/contract/settings';
import type { Db } from '../db/client.ts';
import { countries, settings } from '../db/schema/index.ts';

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
export async function readSettings(db: Db): Promise<Settings> {
  const rows = await db.select().from(settings);
  const merged: Record<string, unknown> = { ...defaultSettings };
  for (const { key, value } of rows) {
    const field = SettingsSchema.shape[key as keyof Settings];
    if (field?.safeParse(value).success) merged[key] = value;
  }
  return merged as Settings;
}

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** Alphabetical as a reader expects ("Åland Islands" near the top), whatever the database collation. */
export async function listCountries(db: Db) {
  const rows = await db.select({ id: countries.id, name: countries.name, code: countries.code }).from(countries);
  return rows.sort((a, b) => byName.compare(a.name, b.name));
}
