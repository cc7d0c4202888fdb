import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatPakistanDay } from './format-date';
import { setLocaleSource } from './locale';

afterEach(() => setLocaleSource(() => 'en'));

describe('dates in the page’s language', () => {
  it('writes a day as before on an English page and in Urdu on an Urdu one, chosen when shown', () => {
    expect(formatDate('2026-11-07')).toBe('7 November 2026');
    expect(formatPakistanDay('2026-11-19T19:30:00Z')).toBe('20 November 2026');
    setLocaleSource(() => 'ur');
    expect(formatDate('2026-11-07')).toBe('7 نومبر، 2026');
    expect(formatPakistanDay('2026-11-19T19:30:00Z')).toBe('20 نومبر، 2026');
    expect(formatDate('soon')).toBe('soon');
  });
});
