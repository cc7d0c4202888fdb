import { useEffect, useRef } from 'react';

/**
 * The bar under the hero that fills over one cycle. Its parent remounts it on every slide
 * change, which is what resets it; it fills from the start edge (the right in Urdu); the Web Animations API lets a hover pause it mid-way.
 */
export function HeroProgress({ duration, paused }: { duration: number; paused: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof el.animate !== 'function') return;
    animation.current = el.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], { duration, easing: 'linear', fill: 'forwards' });
    return () => animation.current?.cancel();
  }, [duration]);
  useEffect(() => {
    const a = animation.current;
    if (!a) return;
    if (paused) a.pause();
    else if (a.playState === 'paused') a.play();
  }, [paused]);
  return (
    <div className="absolute inset-x-0 bottom-0 z-20 h-1 bg-white/15" aria-hidden="true">
      <div ref={ref} data-testid="hero-progress" className="h-full origin-left scale-x-0 bg-gold-400 rtl:origin-right" />
    </div>
  );
}
