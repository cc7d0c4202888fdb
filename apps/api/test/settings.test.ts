import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CountriesResponseSchema, SettingsResponseSchema } from '@foundation/contract/settings';
import { settings } from '../src/db/schema/index.ts';
import { defaultSettings } from '../src/services/catalogue/settings.ts';
import { createTestApp, getOk, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  // Start from no stored settings: the seeded essentials are checked in seed.test.ts.
  await t.database.db.delete(settings);
});
afterAll(() => t.close());

describe('GET settings', () => {
  it('answers the defaults under data before staff set anything', async () => {
    expect(await getOk(t, '/api/settings', SettingsResponseSchema)).toEqual({ data: defaultSettings });
  });

  it('shows what staff stored over the defaults and ignores a malformed value', async () => {
    await t.database.db.insert(settings).values([
      { key: 'company_phone', value: '+92 42 1234567' },
      { key: 'facebook_link', value: 'https://facebook.com/foundation' },
    ]);
    const { data } = await getOk(t, '/api/settings', SettingsResponseSchema);
    expect(data).toEqual({ ...defaultSettings, company_phone: '+92 42 1234567', facebook_link: 'https://facebook.com/foundation' });

    // One bad row must not take the header down: the bad key falls back to its default
    // and every good key is still served.
    await t.database.db.insert(settings).values({ key: 'company_email', value: 42 });
    const after = (await getOk(t, '/api/settings', SettingsResponseSchema)).data;
    expect(after.company_email).toBe(defaultSettings.company_email);
    expect(after.company_phone).toBe('+92 42 1234567');
  });
});

describe('GET getCountries', () => {
  it('lists the 250 seeded countries by name under data.country_list', async () => {
    const list = (await getOk(t, '/api/getCountries', CountriesResponseSchema)).data.country_list;
    expect(list).toHaveLength(250);
    expect(list).toContainEqual({ id: expect.any(Number), name: 'Pakistan', code: 'PK' });
    // Alphabetical as a reader expects, accents included, whatever the database's collation.
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(names.indexOf('Åland Islands')).toBeLessThan(names.indexOf('Albania'));
  });

  it('gives every country the same id in another fresh database', async () => {
    const other = await createTestApp();
    try {
      const a = (await t.app.inject('/api/getCountries')).json();
      const b = (await other.app.inject('/api/getCountries')).json();
      expect(b).toEqual(a);
    } finally {
      await other.close();
    }
  });
});
