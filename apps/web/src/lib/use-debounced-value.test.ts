import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  it('settles on the last value once it has stopped changing for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300), { initialProps: { v: '' } });
    rerender({ v: 'p' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ v: 'pr' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('pr');
  });

  it('settles on the last value once typing pauses for 300 ms', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: '' } });
    for (const value of ['z', 'zi', 'zik', 'zikr']) {
      rerender({ value });
      act(() => vi.advanceTimersByTime(100));
      expect(result.current).toBe('');
    }
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('zikr');
  });
});
