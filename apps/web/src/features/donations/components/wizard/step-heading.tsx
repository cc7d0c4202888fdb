import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Each step's heading takes focus when the step opens, so keyboard and screen-reader users follow;
 * the scroll margin keeps it clear of the sticky header when focus scrolls it into view.
 */
export function StepHeading({ children, focusOnMount = true }: { children: ReactNode; focusOnMount?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h2 ref={ref} tabIndex={-1} className="scroll-mt-36 text-2xl text-brand-800 outline-none sm:text-3xl">
      {children}
    </h2>
  );
}
