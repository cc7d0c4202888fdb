import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Renders its children once the spot scrolls near the viewport: heavy parts load only if seen. */
export function WhenVisible({ children, fallback, margin = '400px' }: { children: ReactNode; fallback?: ReactNode; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    if (typeof IntersectionObserver === 'undefined') return setSeen(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { rootMargin: margin });
    io.observe(el);
    return () => io.disconnect();
  }, [seen, margin]);
  return <div ref={ref}>{seen ? children : fallback}</div>;
}
