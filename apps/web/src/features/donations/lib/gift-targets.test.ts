import { describe, expect, it } from 'vitest';
import type { WelfareCategory } from '@foundation/contract/campaigns';
import { giftTargets, namedTarget } from './gift-targets';

/** The categories as an Urdu page receives them: Urdu names, English categories. */
const urdu: WelfareCategory[] = [
  { id: 1, name: 'اسکول کی تعلیم', category: 'Schooling', image: '/c/1.svg' },
  { id: 3, name: 'کنواں', category: 'Well', image: '/c/3.svg' },
  { id: 22, name: 'جہیز', category: 'Dowry', image: '/c/22.svg' },
];

describe('what a welfare gift may be for', () => {
  it('puts the category the link named first, by its recorded name, and ends with the general gift', () => {
    expect(giftTargets('dowry', urdu).map((t) => t.category)).toEqual(['Dowry', 'Schooling', 'Well', 'General donation']);
    // The donor reads the category's name in the page's language; the gift records the English.
    expect(giftTargets('Dowry', urdu)[0]).toEqual({ category: 'Dowry', name: 'جہیز', image: '/c/22.svg' });
  });

  it('starts with the general gift when the link names nothing', () => {
    expect(giftTargets('', urdu).map((t) => t.category)).toEqual(['General donation', 'Schooling', 'Well', 'Dowry']);
    expect(giftTargets('General donation', urdu)).toHaveLength(4);
  });

  it('names a whole programme by its own name and picture, not its first category', () => {
    expect(namedTarget('Water Projects', urdu)).toEqual({ category: 'Water Projects', name: 'Water Projects', image: '/images/pages/welfare/water.svg' });
    expect(giftTargets('Water Projects', urdu).map((t) => t.category)).toEqual(['Water Projects', 'Schooling', 'Well', 'Dowry', 'General donation']);
  });

  it('gives to a name it does not know as it was written', () => {
    expect(namedTarget('  Night shelter ', urdu)).toEqual({ category: 'Night shelter', name: 'Night shelter', image: null });
  });
});
