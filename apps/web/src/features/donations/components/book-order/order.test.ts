import { describe, expect, it } from 'vitest';
import { bookTotal, parseCopies, stepCopies } from './order';

describe('a book order in numbers', () => {
  it('takes whole copies from 1 to 20 only, as the server does', () => {
    expect(['1', ' 20 ', '07'].map(parseCopies)).toEqual([1, 20, 7]);
    expect(['0', '21', '', '1.5', '-1', '2e1', 'two'].map(parseCopies)).toEqual([null, null, null, null, null, null, null]);
  });

  it('steps within 1 to 20, and starts again at 1 from an unreadable field', () => {
    expect([stepCopies('1', -1), stepCopies('1', 1), stepCopies('20', 1), stepCopies('', 1), stepCopies('99', -1)]).toEqual([1, 2, 20, 1, 1]);
  });

  it('prices copies in paisa, so the total is the exact figure the server computes', () => {
    expect(bookTotal(950, 2)).toBe(1900);
    expect(bookTotal(33.1, 3)).toBe(99.3);
    expect(bookTotal(0.1, 20)).toBe(2);
  });
});
