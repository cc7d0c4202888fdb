import { memo, Suspense, use, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useFromServer } from '../../lib/hydration';

type Props = { children: ReactNode; fallback?: ReactNode; margin?: string };

/**
 * A heavy part below the fold (a slider, the footer's form, a map): its script loads only if the
 * visitor comes near it.
 * - The server renders it whole, so the page arrives complete (and crawlers read it).
 * - Hydrating that HTML, React keeps it as sent and adopts it only once it nears the viewport:
 *   its Suspense boundary waits on a promise that the scroll resolves, so its chunk is not fetched
 *   on a first visit that never gets there.
 * - Drawn in the browser (after a click to another page), it shows `fallback` until near.
 * Its children may be lazy: one Suspense boundary here covers their code, so "adopted" means all of it.
 */
export function WhenVisible({ children, fallback, margin = '400px' }: Props) {
  const sent = useFromServer();
  if (!sent) return <DrawnWhenNear fallback={fallback} margin={margin}>{children}</DrawnWhenNear>;
  return <SentPart fallback={fallback} margin={margin}>{children}</SentPart>;
}

/**
 * A light part below the fold (a page's later sections): drawn at once in the browser, but when
 * hydrating the server's HTML adopted only as it nears the viewport, so the first visit's main
 * thread does not spend itself on what the visitor may never reach.
 */
export function AdoptWhenNear({ children, margin = '400px' }: Omit<Props, 'fallback'>) {
  const sent = useFromServer();
  // Drawn by the browser (a link to the page), a part whose code is lazy waits here, not above it.
  return sent ? <SentPart margin={margin}>{children}</SentPart> : <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * Memoised: `useFromServer` re-renders its component once hydration is done, and an update
 * reaching a boundary React has not adopted yet would make it drop the server's HTML for a blank
 * fallback. The same props skip that render.
 */
const SentPart = memo(function SentPart({ children, fallback, margin }: Props & { margin: string }) {
  const id = useId();
  return (
    <div data-when-visible={id}>
      <Suspense fallback={fallback}>
        <AdoptedWhenNear id={id} margin={margin}>
          {children}
        </AdoptedWhenNear>
      </Suspense>
    </div>
  );
});

function DrawnWhenNear({ children, fallback, margin }: Required<Omit<Props, 'fallback'>> & { fallback: ReactNode }) {
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
  return <div ref={ref}>{seen ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}</div>;
}

function AdoptedWhenNear({ id, margin, children }: { id: string; margin: string; children: ReactNode }) {
  if (typeof window !== 'undefined') use(near(id, margin));
  // Marks the spot once React owns it (an attribute React never renders, so nothing to mismatch):
  // browser tests wait for it where a robot would act faster than any person could.
  useEffect(() => {
    wrapper(id)?.setAttribute('data-adopted', '');
    const clicked = heldClicks.get(id);
    heldClicks.delete(id);
    stopHolding.get(id)?.();
    clicked?.click();
  }, [id]);
  return children;
}

const wrapper = (id: string) => document.querySelector(`[data-when-visible="${CSS.escape(id)}"]`);

/**
 * A person's first touch, click, focus or key inside a part not yet adopted adopts it at once:
 * pointerdown comes before the click it starts, so by the click React listens there, and a tab
 * into the footer's form wakes it before the first key is typed.
 */
const FIRST_TOUCH = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * A click that lands before the part's code has arrived would reach no handler (the browser would
 * tick a radio React then unticks, or follow a link the router should take). It is held instead
 * and clicked again once React owns the part.
 */
const heldClicks = new Map<string, HTMLElement>();
const stopHolding = new Map<string, () => void>();

/** One promise per spot (React asks again on every retry), resolved when it first comes near. */
const nearing = new Map<string, Promise<void>>();
const waiting = new Set<() => void>();

/**
 * Adopts every part still waiting, at once. A navigation must: its update reaches the layout
 * around those parts, and React will not commit past a part it has not yet adopted.
 */
export function adoptAllNow() {
  for (const resolve of waiting) resolve();
  waiting.clear();
}

function near(id: string, margin: string) {
  let promise = nearing.get(id);
  if (!promise) {
    promise = new Promise<void>((settle) => {
      const resolve = () => {
        waiting.delete(resolve);
        settle();
      };
      waiting.add(resolve);
      const el = wrapper(id);
      if (!el || typeof IntersectionObserver === 'undefined') return resolve();
      // On the document, not the part: React stops a click bound for a part it cannot yet adopt at
      // its root, before it would reach the part's own listeners.
      const hold = (event: Event) => {
        if (!(event.target instanceof HTMLElement) || !el.contains(event.target)) return;
        event.preventDefault();
        event.stopPropagation();
        heldClicks.set(id, event.target);
      };
      const adopt = () => {
        io.disconnect();
        for (const type of FIRST_TOUCH) el.removeEventListener(type, adopt, true);
        resolve();
      };
      document.addEventListener('click', hold, true);
      stopHolding.set(id, () => document.removeEventListener('click', hold, true));
      const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && adopt(), { rootMargin: margin });
      io.observe(el);
      for (const type of FIRST_TOUCH) el.addEventListener(type, adopt, { capture: true, passive: true });
    });
    nearing.set(id, promise);
  }
  return promise;
}
