import { useEffect, useRef, useState } from 'react';

// Made once: a formatter with options built on every frame costs a phone real time.
const grouped = new Intl.NumberFormat('en-US');
const plain = new Intl.NumberFormat('en-US', { useGrouping: false });

/** `group: false` prints years as 2025, not 2,025. */
type Props = { to: number; from?: number; suffix?: string; prefix?: string; duration?: number; className?: string; group?: boolean };

/** Counts up once, over 3 s, when the counter is fully in view (spec points 4 and 9). */
export function Counter({ to, from = 0, suffix = '', prefix = '', duration = 3000, className, group = true }: Props) {
  const format = (group ? grouped : plain).format;
  const ref = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState(from);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return setValue(to);
    let frame = 0;
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.intersectionRatio >= 1)) return;
        io.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const t = Math.min(1, (now - start) / duration);
          setValue(Math.round(from + (to - from) * (1 - (1 - t) ** 3)));
          if (t < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 1 },
    );
    io.observe(el);
    return () => {
      io.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [to, from, duration]);
  return (
    <span ref={ref} className={className}>
      {/* The final figure for assistive technology; the animation is decoration. */}
      <span aria-hidden="true">
        {prefix}
        {format(value)}
        {suffix}
      </span>
      <span className="sr-only">
        {prefix}
        {format(to)}
        {suffix}
      </span>
    </span>
  );
}
