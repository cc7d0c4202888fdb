import { useRef } from 'react';
import { Link } from 'react-router';
import { organisations } from '../data/foundation';

const arrow = (d: string) => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
    <path d={d} />
  </svg>
);

/**
 * The foundation's organisations as a carousel. Native scroll snapping does the sliding (no
 * library to load); the buttons move one card at a time, and swiping works on phones.
 */
export function OrganisationCarousel() {
  const track = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) => {
    const el = track.current;
    const card = el?.firstElementChild as HTMLElement | null;
    if (!el || !card) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * (card.offsetWidth + 24), behavior: reduced ? 'auto' : 'smooth' });
  };
  const button = 'grid size-11 place-items-center rounded-full border border-brand-200 bg-white text-brand-800 transition hover:bg-brand-700 hover:text-white';
  return (
    <div role="region" aria-roledescription="carousel" aria-label="Our organisations">
      <ul ref={track} className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-6 overflow-x-auto scroll-smooth px-4 pb-4 [scrollbar-width:thin]">
        {organisations.map((o, i) => (
          <li key={o.name} aria-roledescription="slide" aria-label={`${i + 1} of ${organisations.length}`} className="flex shrink-0 basis-[82%] snap-start sm:basis-[calc(50%-12px)] lg:basis-[calc(33.333%-16px)]">
            <article className="flex w-full flex-col rounded-3xl bg-brand-800 p-7 text-white">
              <span className="grid size-14 place-items-center rounded-2xl bg-gold-500 font-display text-xl font-bold text-brand-900" aria-hidden="true">
                {o.mark}
              </span>
              <h3 className="mt-5 text-2xl text-white">{o.name}</h3>
              <p className="text-sm font-semibold tracking-wide text-gold-300">Since {o.since}</p>
              <p className="mt-3 flex-1 text-brand-100">{o.text}</p>
              <Link to={o.to} className="mt-6 self-start font-semibold text-gold-300 underline-offset-4 hover:underline">
                Visit {o.name} <span aria-hidden="true">→</span>
              </Link>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex justify-center gap-2">
        <button type="button" aria-label="Previous organisation" onClick={() => move(-1)} className={button}>
          {arrow('M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z')}
        </button>
        <button type="button" aria-label="Next organisation" onClick={() => move(1)} className={button}>
          {arrow('M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z')}
        </button>
      </div>
    </div>
  );
}
