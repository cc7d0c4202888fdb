import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Once `to` is set, goes there after `ms` (spec point 9: 3 s after a receipt, 5 s after a card). */
export function useRedirectAfter(to: string | null, ms: number) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!to) return;
    const timer = setTimeout(() => navigate(to), ms);
    return () => clearTimeout(timer);
  }, [to, ms, navigate]);
}
