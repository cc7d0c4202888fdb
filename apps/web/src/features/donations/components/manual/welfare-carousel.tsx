import { useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { EffectCoverflow } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import { HeartIcon } from '../../../../components/icons';
import { CardImage } from '../../../../components/ui/card-image';
import { langOfContent } from '../../../../lib/locale';
import { m } from '../../../../paraglide/messages.js';
import type { GiftTarget } from '../../lib/gift-targets';

/** Drawn arrows, not words: mirrored in Urdu, where the next slide comes from the left. */
const ARROW_BACK = '←';
const ARROW_ON = '→';

interface Props {
  targets: GiftTarget[];
  /** The slide in the middle, which the gift goes to. */
  chosen: number;
  onChoose: (index: number) => void;
}

/**
 * Spec point 9: the welfare categories in a coverflow (speed 1500, 1.7 per view, loop, no touch),
 * the one the donor chose first. Previous and Next choose what the gift is for: the form beside it
 * gives to the slide in the middle, and the line beneath says which. Loaded only on pages that
 * show it: Swiper is not small. It moves only when asked: beside a form, an auto-advancing carousel
 * distracts the donor and keeps a phone's main thread busy (each loop step re-lays out every slide).
 */
export default function WelfareCarousel({ targets, chosen, onChoose }: Props) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const current = targets[chosen] ?? targets[0]!;

  return (
    <section aria-roledescription={m.manual_carousel_roledescription()} aria-label={m.manual_carousel_label()} className="relative">
      <Swiper
        modules={[EffectCoverflow]}
        effect="coverflow"
        speed={1500}
        slidesPerView={1.7}
        centeredSlides
        loop
        // A second press during a slide still counts: each press chooses the next programme.
        loopPreventsSliding={false}
        initialSlide={chosen}
        allowTouchMove={false}
        coverflowEffect={{ rotate: 30, stretch: 0, depth: 120, modifier: 1, slideShadows: false }}
        onSwiper={setSwiper}
        onSlideChange={(s) => onChoose(s.realIndex)}
        className="pb-2"
      >
        {targets.map((t, i) => (
          <SwiperSlide
            key={t.category}
            role="group"
            aria-roledescription={m.manual_carousel_slide_roledescription()}
            aria-label={m.manual_carousel_slide({ position: i + 1, count: targets.length, name: t.name })}
          >
            <figure className="overflow-hidden rounded-2xl bg-brand-800 shadow-lg ring-1 ring-black/5">
              {t.image ? (
                <CardImage src={t.image} eager={i < 2} ratio="aspect-square" width={480} height={480} sizes="60vw" />
              ) : (
                <div className="grid aspect-square place-items-center bg-brand-800" aria-hidden="true">
                  <HeartIcon className="size-1/3 text-gold-500" />
                </div>
              )}
              {/* The name in the page's language (the pictures carry no words), for every reader. */}
              <figcaption lang={langOfContent(t.name)} className="px-3 py-2.5 text-center font-semibold text-cream">
                {t.name}
              </figcaption>
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="mt-4 flex items-center justify-center gap-3">
        <button type="button" onClick={() => swiper?.slidePrev()} className="rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            {ARROW_BACK}
          </span>{' '}
          {m.manual_carousel_previous()}
          <span className="sr-only"> {m.manual_carousel_programme()}</span>
        </button>
        <button type="button" onClick={() => swiper?.slideNext()} className="rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">
          {m.manual_carousel_next()}
          <span className="sr-only"> {m.manual_carousel_programme()}</span>{' '}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            {ARROW_ON}
          </span>
        </button>
      </div>
      {/* Said as the choice changes: the buttons choose what the gift is for. */}
      <p aria-live="polite" className="mt-3 text-center text-ink">
        {m.manual_carousel_chosen()} <strong lang={langOfContent(current.name)}>{current.name}</strong>
      </p>
    </section>
  );
}
