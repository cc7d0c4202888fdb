import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '@foundation/contract/routes';
import { MOSAIC_COPIES, MOSAIC_IMAGES, mosaicColumns } from '../data/mosaic';
import { m } from '../../../paraglide/messages.js';

/** Points the way the page reads: turned round in Urdu. */
const ARROW = '→';

const rowClass = { 4: 'row-span-4', 6: 'row-span-6', 8: 'row-span-8' } as const;

/**
 * The foundation's gallery wall (spec point 9): 86 images repeated three times, 258 tiles with
 * row spans of 4, 6 or 8, all leading to /gallery. Each column drifts upwards by one copy and
 * starts again, so the wall never ends. Tiles are tiny SVG motifs on colour, lazily loaded and
 * skipped by layout while off screen; motion stops for reduced-motion, hover, focus or Pause.
 */
export function GalleryMosaic() {
  const columns = useRef<(HTMLDivElement | null)[]>([]);
  const animations = useRef<Animation[]>([]);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const [moving, setMoving] = useState(false);
  const wall = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    animations.current = columns.current.flatMap((el, i) =>
      el?.animate
        ? [el.animate([{ transform: 'translateY(0)' }, { transform: `translateY(-${100 / MOSAIC_COPIES}%)` }], { duration: 70_000 + i * 9_000, iterations: Infinity })]
        : [],
    );
    animations.current.forEach((a) => a.pause());
    setMoving(animations.current.length > 0);
    // Nothing moves while the wall is off screen: no work for a part nobody sees.
    const io = new IntersectionObserver((entries) => setOnScreen(entries.some((e) => e.isIntersecting)));
    if (wall.current) io.observe(wall.current);
    return () => {
      io.disconnect();
      animations.current.forEach((a) => a.cancel());
    };
  }, []);

  useEffect(() => {
    animations.current.forEach((a) => (paused || hovered || !onScreen ? a.pause() : a.play()));
  }, [paused, hovered, onScreen]);

  return (
    <div ref={wall} className="relative">
      <Link
        to={paths.gallery}
        aria-label={m.about_gallery_open_label({ count: MOSAIC_IMAGES })}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => setHovered(false)}
        className="group relative block h-[30rem] overflow-hidden rounded-3xl bg-brand-900 sm:h-[36rem]"
      >
        <div className="grid grid-cols-6 gap-1.5 p-1.5 sm:gap-2 sm:p-2">
          {mosaicColumns.map((column, c) => (
            <div
              key={c}
              ref={(el) => {
                columns.current[c] = el;
              }}
              className="grid auto-rows-[0.6rem] sm:auto-rows-[0.85rem]"
            >
              {Array.from({ length: MOSAIC_COPIES }, (_, copy) =>
                column.map((image) => (
                  // A margin, not a gap, between tiles: each copy is then exactly a third of the column.
                  <div
                    key={`${copy}-${image.index}`}
                    data-tile={image.index}
                    className={`${rowClass[image.span]} mb-1.5 grid place-items-center rounded-lg [contain-intrinsic-size:auto_4rem] [content-visibility:auto] sm:mb-2`}
                    style={{ backgroundColor: image.tone }}
                  >
                    <img src={`/images/pages/gallery/motif-${image.motif}.svg`} alt="" width={32} height={32} loading="lazy" decoding="async" className="size-1/2 max-h-10 max-w-10 opacity-80" />
                  </div>
                )),
              )}
            </div>
          ))}
        </div>
        <span className="pointer-events-none absolute inset-0 bg-gradient-to-t from-brand-900/90 via-transparent to-brand-900/40" />
        <span className="absolute bottom-6 left-1/2 -translate-x-1/2 rounded-full bg-white px-6 py-3 font-semibold whitespace-nowrap text-brand-800 shadow-lg transition group-hover:bg-gold-400">
          {m.about_gallery_open()}{' '}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            {ARROW}
          </span>
        </span>
      </Link>
      {moving && (
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          className="absolute top-4 end-4 rounded-full bg-white/90 px-4 py-2 text-sm font-semibold text-brand-800 shadow hover:bg-white"
        >
          {paused ? m.about_gallery_play() : m.about_gallery_pause()}
        </button>
      )}
    </div>
  );
}
