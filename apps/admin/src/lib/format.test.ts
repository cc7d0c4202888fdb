import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime } from './format';

describe('format', () => {
  it('writes rupees with grouping and no needless decimals', () => {
    expect(formatAmount(1500)).toBe('Rs 1,500');
    expect(formatAmount(1500, 'pkr')).toBe('Rs 1,500');
    expect(formatAmount(1234567.5)).toBe('Rs 1,234,567.5');
    expect(formatAmount(20, 'USD')).toBe('USD 20');
  });

  it('shows times in Pakistan whatever the computer says', () => {
    expect(formatDateTime('2026-03-01T20:30:00Z')).toMatch(/2 Mar 2026.*1:30/);
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
