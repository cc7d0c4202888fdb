import { useEffect, useRef, useState } from 'react';
import { intlLocale } from '../../lib/locale';

// Made once per language: a formatter with options built on every frame costs a phone real time.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(group: boolean) {
  const locale = intlLocale();
  const key = `${locale}:${group}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.NumberFormat(locale, group ? {} : { useGrouping: false })));
  return made;
}

/** `group: false` prints years as 2025, not 2,025. */
type Props = { to: number; from?: number; suffix?: string; prefix?: string; duration?: number; className?: string; group?: boolean };

/** Counts up once, over 3 s, when the counter is fully in view (spec points 4 and 9). */
export function Counter({ to, from = 0, suffix = '', prefix = '', duration = 3000, className, group = true }: Props) {
  const format = formatter(group).format;
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
    // Left to right in Urdu too, so a "2,000+" keeps its sign after the figure.
    <span ref={ref} dir="ltr" className={className}>
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
