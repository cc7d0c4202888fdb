import { describe, expect, it } from 'vitest';
import { digitsWithLeadingPlus } from '../../../lib/filter-input';
import { cnicChars, phoneChars } from './input-filters';

describe('input filters', () => {
  it.each([
    [phoneChars, '+92 (300) 123-abc4567', '+92 300 123-4567'],
    [digitsWithLeadingPlus, ' +92 300-1234+567x', '+923001234567'],
    [digitsWithLeadingPlus, '0300 1234567', '03001234567'],
    [cnicChars, '35202-1234567-1 ', '35202-1234567-1'],
  ])('%o keeps only what the field takes', (filter, typed, kept) => {
    expect(filter(typed)).toBe(kept);
  });
});
