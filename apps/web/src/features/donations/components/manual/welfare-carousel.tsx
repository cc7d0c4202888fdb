import { useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { EffectCoverflow } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import type { WelfareCategory } from '@foundation/contract/campaigns';
import { CardImage } from '../../../../components/ui/card-image';
import { langOfContent } from '../../../../lib/locale';
import { m } from '../../../../paraglide/messages.js';

/** Drawn arrows, not words: mirrored in Urdu, where the next slide comes from the left. */
const ARROW_BACK = '←';
const ARROW_ON = '→';

/**
 * Spec point 9: the 22 welfare categories in a coverflow (speed 1500, 1.7 per view, loop, no
 * touch), the one the donor chose first. Loaded only on pages that show it: Swiper is not small.
 * It moves only when asked: beside a form, an auto-advancing carousel distracts the donor and
 * keeps a phone's main thread busy (each loop step re-lays out every slide).
 */
export default function WelfareCarousel({ categories }: { categories: WelfareCategory[] }) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);

  return (
    <section aria-roledescription={m.manual_carousel_roledescription()} aria-label={m.manual_carousel_label()} className="relative">
      <Swiper
        modules={[EffectCoverflow]}
        effect="coverflow"
        speed={1500}
        slidesPerView={1.7}
        centeredSlides
        loop
        allowTouchMove={false}
        coverflowEffect={{ rotate: 30, stretch: 0, depth: 120, modifier: 1, slideShadows: false }}
        onSwiper={setSwiper}
        className="pb-2"
      >
        {categories.map((c, i) => (
          <SwiperSlide
            key={c.id}
            role="group"
            aria-roledescription={m.manual_carousel_slide_roledescription()}
            aria-label={m.manual_carousel_slide({ position: i + 1, count: categories.length, name: c.name })}
          >
            <figure className="overflow-hidden rounded-2xl bg-brand-800 shadow-lg ring-1 ring-black/5">
              <CardImage src={c.image} eager={i < 2} ratio="aspect-square" width={480} height={480} sizes="60vw" />
              {/* The name in the page's language (the pictures carry no words), for every reader. */}
              <figcaption lang={langOfContent(c.name)} className="px-3 py-2.5 text-center font-semibold text-cream">
                {c.name}
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
    </section>
  );
}
