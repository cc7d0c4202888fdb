import { useEffect, useRef, type ElementType, type ReactNode } from 'react';

type Props = { children: ReactNode; as?: ElementType; className?: string; variant?: 'scroll' | 'instant' };

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The scroll reveal of spec point 1: the element starts transparent and 50 px low. "instant"
 * plays after 1 s for 1 s (pure CSS); "scroll" follows the scroll position from when its top
 * reaches 85% of the viewport to 60%, smoothed (scrub 1). A failed set-up shows the element.
 */
export function Reveal({ children, as: Tag = 'div', className = '', variant = 'scroll' }: Props) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || variant !== 'scroll') return;
    try {
      if (prefersReducedMotion()) return;
      let shown = 0;
      let target = 0;
      let frame = 0;
      const apply = () => {
        shown += (target - shown) * 0.16; // ~1 s to settle at 60 fps: the spec's scrub of 1
        if (Math.abs(target - shown) < 0.002) shown = target;
        el.style.opacity = String(shown);
        el.style.transform = `translateY(${50 * (1 - shown)}px)`;
        frame = shown === target ? 0 : requestAnimationFrame(apply);
      };
      const measure = () => {
        const top = el.getBoundingClientRect().top;
        const vh = window.innerHeight;
        target = Math.min(1, Math.max(0, (vh * 0.85 - top) / (vh * 0.25)));
        if (!frame) frame = requestAnimationFrame(apply);
      };
      measure();
      window.addEventListener('scroll', measure, { passive: true });
      window.addEventListener('resize', measure);
      return () => {
        cancelAnimationFrame(frame);
        window.removeEventListener('scroll', measure);
        window.removeEventListener('resize', measure);
      };
    } catch (error) {
      console.warn('Scroll reveal could not be set up; showing the content as is.', error);
      el.style.opacity = '1';
      el.style.transform = 'none';
    }
  }, [variant]);
  return (
    <Tag ref={ref} className={`reveal ${variant === 'instant' ? 'reveal-instant' : ''} ${className}`}>
      {children}
    </Tag>
  );
}
