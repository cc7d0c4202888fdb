import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('format', () => {
  it('shows times in Pakistan whatever the computer says', () => {
    expect(formatDateTime('2026-03-01T20:30:00Z')).toMatch(/2 Mar 2026.*1:30/);
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it('shows a plain day as that day, with no time', () => {
    expect(formatDateTime('2026-11-07')).toBe('7 Nov 2026');
  });
});
