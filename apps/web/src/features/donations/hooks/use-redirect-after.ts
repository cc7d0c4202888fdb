import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Once `to` is set, goes there after `ms` (spec point 9: 3 s after a receipt, 5 s after a card). */
export function useRedirectAfter(to: string | null, ms: number) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return;
    const timer = setTimeout(() => navigate(to), ms);
    return () => clearTimeout(timer);
  }, [to, ms, navigate]);
}
