import { useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { EffectCoverflow } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import type { WelfareCategory } from '@foundation/contract/campaigns';
import { CardImage } from '../../../../components/ui/card-image';

/**
 * Spec point 9: the 22 welfare categories in a coverflow (speed 1500, 1.7 per view, loop, no
 * touch), the one the donor chose first. Loaded only on pages that show it: Swiper is not small.
 * It moves only when asked: beside a form, an auto-advancing carousel distracts the donor and
 * keeps a phone's main thread busy (each loop step re-lays out every slide).
 */
export default function WelfareCarousel({ categories }: { categories: WelfareCategory[] }) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);

  return (
    <section aria-roledescription="carousel" aria-label="Our welfare programmes" className="relative">
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
          <SwiperSlide key={c.id} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${categories.length}: ${c.name}`}>
            <figure className="overflow-hidden rounded-2xl bg-brand-800 shadow-lg ring-1 ring-black/5">
              <CardImage src={c.image} eager={i < 2} ratio="aspect-square" width={480} height={480} sizes="60vw" />
              {/* The category pictures carry their names; the caption is for screen readers. */}
              <figcaption className="sr-only">{c.name}</figcaption>
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="mt-4 flex items-center justify-center gap-3">
        <button type="button" onClick={() => swiper?.slidePrev()} className="rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">
          <span aria-hidden="true">←</span> Previous<span className="sr-only"> programme</span>
        </button>
        <button type="button" onClick={() => swiper?.slideNext()} className="rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">
          Next<span className="sr-only"> programme</span> <span aria-hidden="true">→</span>
        </button>
      </div>
    </section>
  );
}
