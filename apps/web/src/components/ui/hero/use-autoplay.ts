import { useEffect, useRef } from 'react';

/**
 * Calls `advance` after `period` ms of unpaused time. A pause keeps the time already spent, so
 * a visitor who hovers for a moment does not restart the slide; a new `resetKey` (a slide
 * change) starts a full period again.
 */
export function useAutoplay(advance: () => void, { period, paused, resetKey }: { period: number; paused: boolean; resetKey: unknown }) {
  const advanceRef = useRef(advance);
  const remaining = useRef(period);
  useEffect(() => {
    advanceRef.current = advance;
  });
  // Declared before the timer so that, on a slide change, the reset runs before the new timer.
  useEffect(() => {
    remaining.current = period;
  }, [resetKey, period]);
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const id = window.setTimeout(() => advanceRef.current(), Math.max(0, remaining.current));
    return () => {
      window.clearTimeout(id);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, resetKey, period]);
}
