import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The English and Urdu catalogues say the same things. A key one has and the other lacks,
 * an empty text, or a placeholder ({amount}) one names and the other does not, fails here; a key
 * the code uses and no catalogue has fails the type check (Paraglide compiles each to a function).
 */
const root = join(__dirname, '..', '..');
const areas = readdirSync(join(root, 'messages'));
/** An area's messages, without the editor's `$schema` line. */
const read = (area: string, locale: string) => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(join(root, 'messages', area, `${locale}.json`), 'utf8')) as Record<string, unknown>;
  return messages;
};
const placeholders = (text: unknown) => [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('every area is part of the project Paraglide compiles', () => {
    const settings = JSON.parse(readFileSync(join(root, 'project.inlang', 'settings.json'), 'utf8'));
    expect(settings['plugin.inlang.messageFormat'].pathPattern.sort()).toEqual(areas.map((a) => `./messages/${a}/{locale}.json`).sort());
  });

  it.each(areas)('%s: English and Urdu have the same keys, none empty, with the same placeholders', (area) => {
    const en = read(area, 'en');
    const ur = read(area, 'ur');
    expect(Object.keys(ur).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(String(text).trim(), `${area}/en ${key}`).not.toBe('');
      expect(String(ur[key]).trim(), `${area}/ur ${key}`).not.toBe('');
      expect(placeholders(ur[key]), `${area} ${key}`).toEqual(placeholders(text));
    }
  });

  it('no key is defined in two areas', () => {
    const seen = new Map<string, string>();
    for (const area of areas)
      for (const key of Object.keys(read(area, 'en'))) {
        expect(seen.get(key), `${key} in ${area}`).toBeUndefined();
        seen.set(key, area);
      }
  });

  it('the Urdu is written in Urdu, not transliterated', () => {
    for (const area of areas)
      for (const [key, text] of Object.entries(read(area, 'ur'))) {
        const words = String(text).replace(/\{\w+\}/g, '');
        // Every Urdu text has Urdu letters (a lone brand name or number may be kept as it is).
        if (/[A-Za-z]{4,}/.test(words) && !/[\u0600-\u06FF]/.test(words)) expect.fail(`${area}/ur ${key} is not in Urdu: ${words}`);
      }
  });
});
