import { useState, type FocusEvent } from 'react';
import { Link } from 'wouter';
import { CarouselControls } from '../carousel-controls';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { HeroProgress } from './hero-progress';
import { m } from '../../../paraglide/messages.js';
import { useAutoplay } from './use-autoplay';

/** Spec point 9: autoplay 5000 ms, transition 1400 ms, progress bar cycle 5800 ms. */
export const HERO_DELAY = 5000;
export const HERO_SPEED = 1400;
export const HERO_PROGRESS_CYCLE = 5800;

export type HeroSlide = {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  image: string;
  /** A Tailwind background for the slide, so each theme has its own light. */
  tone: string;
  actions: { label: string; to: string }[];
};

/**
 * A small CSS slider instead of Swiper: it is above the fold, so it must cost little script and
 * show its first heading at once (no fade on first paint). Follows the ARIA carousel pattern:
 * rotation control first, hidden slides inert, rotation stops once focus enters a slide.
 */
export function HeroSlider({ label, heading, slides }: { label: string; heading: string; slides: HeroSlide[] }) {
  const [index, setIndex] = useState(0);
  const [changed, setChanged] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reduced = useReducedMotion();
  // With reduced motion the slides wait for the visitor, who may still press play.
  const [stopped, setStopped] = useState(reduced);
  const paused = hovered || stopped;
  const count = slides.length;

  const go = (next: number) => {
    setIndex((next + count) % count);
    setChanged(true);
  };
  // The first slide waits the autoplay delay; later ones also wait out their 1400 ms transition.
  useAutoplay(() => go(index + 1), { period: changed ? HERO_SPEED + HERO_DELAY : HERO_DELAY, paused, resetKey: index });

  const onFocus = (e: FocusEvent) => {
    if (!(e.target as HTMLElement).closest('[data-rotation-control]')) setStopped(true);
  };

  return (
    <section
      aria-roledescription={m.site_carousel()}
      aria-label={label}
      className="relative isolate overflow-hidden bg-brand-900 text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
    >
      <h1 className="sr-only">{heading}</h1>
      <div className="grid" aria-live={paused ? 'polite' : 'off'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={m.site_slide()}
            aria-label={m.site_slide_label({ index: i + 1, count, title: slide.eyebrow })}
            // inert keeps keyboard and screen readers out; aria-hidden too, for readers without inert.
            inert={i !== index}
            aria-hidden={i !== index}
            className={`${slide.tone} [grid-area:1/1] transition-opacity duration-[1400ms] motion-reduce:transition-none ${i === index ? 'z-10 opacity-100' : 'opacity-0'}`}
          >
            <div className="pointer-events-none absolute inset-0 -z-10 bg-[url(/images/home/pattern.svg)] bg-[length:96px_96px] opacity-[0.07]" />
            <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 pt-12 pb-32 sm:pt-16 md:grid-cols-[1.15fr_0.85fr] lg:pt-20 lg:pb-36">
              <div>
                <p className="text-sm font-semibold tracking-[0.22em] text-gold-300 uppercase">{slide.eyebrow}</p>
                <h2 className="mt-4 text-4xl leading-[1.1] sm:text-5xl lg:text-6xl">{slide.title}</h2>
                <p className="mt-5 max-w-xl text-lg text-brand-100 sm:text-xl">{slide.text}</p>
                <div className="mt-8 flex flex-wrap gap-3">
                  {slide.actions.map((action, a) => (
                    <Link
                      key={action.to}
                      to={action.to}
                      className={
                        a === 0
                          ? 'rounded-full bg-gold-500 px-6 py-3 font-semibold text-brand-900 shadow-lg shadow-black/20 hover:bg-gold-400'
                          : 'rounded-full border border-white/50 px-6 py-3 font-semibold text-white hover:bg-white hover:text-brand-900'
                      }
                    >
                      {action.label}
                    </Link>
                  ))}
                </div>
              </div>
              <img src={slide.image} alt="" width={480} height={400} fetchPriority={i === 0 ? 'high' : 'low'} className="hidden w-full max-w-md justify-self-center rounded-3xl md:block" />
            </div>
          </div>
        ))}
      </div>

      <div className="absolute inset-x-0 bottom-8 z-20">
        <div className="mx-auto flex max-w-7xl items-center px-4">
          <CarouselControls dark playing={!stopped} onToggle={() => setStopped((s) => !s)} onPrev={() => go(index - 1)} onNext={() => go(index + 1)}>
            <div className="flex items-center gap-1 px-1">
              {slides.map((slide, i) => (
                <button
                  key={slide.id}
                  type="button"
                  aria-label={m.site_slide_show({ index: i + 1, title: slide.eyebrow })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                  className="grid size-6 place-items-center"
                >
                  <span className={`block h-2 rounded-full transition-all ${i === index ? 'w-6 bg-gold-400' : 'w-2 bg-white/50'}`} />
                </button>
              ))}
            </div>
          </CarouselControls>
        </div>
      </div>
      {!reduced && <HeroProgress key={index} duration={HERO_PROGRESS_CYCLE} paused={paused} />}
    </section>
  );
}
