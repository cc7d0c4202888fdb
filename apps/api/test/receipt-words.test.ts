import { describe, expect, it } from 'vitest';
import { wordsLeftToRight } from '../src/services/donations/receipt-pdf.ts';

describe('the words of a name, in the order a reader sees them', () => {
  it('puts the first word of an Urdu name on the right', () => {
    expect(wordsLeftToRight('عائشہ صدیقی')).toEqual(['صدیقی', 'عائشہ']);
  });

  it('keeps a name begun in Latin letters in its order, an Urdu run inside it read right to left', () => {
    expect(wordsLeftToRight('Zainab عائشہ Ali')).toEqual(['Zainab', 'عائشہ', 'Ali']);
    expect(wordsLeftToRight('Ali احمد خان Khan')).toEqual(['Ali', 'خان', 'احمد', 'Khan']);
  });

  it('reads a name begun in Urdu right to left, a Latin word inside it kept whole', () => {
    expect(wordsLeftToRight('عائشہ Ali صدیقی')).toEqual(['صدیقی', 'Ali', 'عائشہ']);
    expect(wordsLeftToRight('عائشہ Mary Ann صدیقی')).toEqual(['صدیقی', 'Mary', 'Ann', 'عائشہ']);
  });
});
