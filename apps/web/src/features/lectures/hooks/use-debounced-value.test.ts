import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

afterEach(() => vi.useRealTimers());

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
