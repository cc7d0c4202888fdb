import { asc } from 'drizzle-orm';
import { SettingsSchema, type Settings } from '@foundation/contract/settings';
import type { Db } from '../db/client.ts';
import { countries, settings } from '../db/schema/index.ts';

export const defaultSettings: Settings = {
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
};

/** Settings rows merged over the defaults, so a missing key never breaks the header. */
export async function readSettings(db: Db): Promise<Settings> {
  const rows = await db.select().from(settings);
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  const parsed = SettingsSchema.partial().safeParse(stored);
  return { ...defaultSettings, ...(parsed.success ? parsed.data : {}) };
}

export const listCountries = (db: Db) =>
  db.select({ id: countries.id, name: countries.name, code: countries.code }).from(countries).orderBy(asc(countries.name));
