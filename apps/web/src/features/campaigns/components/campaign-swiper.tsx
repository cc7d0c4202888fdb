import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { Campaign } from '@foundation/contract/campaigns';
import 'swiper/css';
import 'swiper/css/a11y';
import { CampaignCard } from './campaign-card';

const arrow = (d: string) => (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
    <path d={d} />
  </svg>
);

/**
 * The campaign carousel: Swiper with only the modules it uses (A11y, Keyboard) and its core
 * CSS, loaded in its own chunk. It does not rotate on its own: a donor reads at their pace.
 */
export default function CampaignSwiper({ campaigns }: { campaigns: Campaign[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: campaigns.length <= 1 });
  const track = (s: SwiperInstance) => setEdges({ start: s.isBeginning, end: s.isEnd });
  const button = 'grid size-11 place-items-center rounded-full border border-brand-200 bg-white text-brand-800 transition hover:bg-brand-700 hover:text-white disabled:opacity-40 disabled:hover:bg-white disabled:hover:text-brand-800';
  return (
    <div role="region" aria-roledescription="carousel" aria-label="Open campaigns">
      <Swiper
        modules={[A11y, Keyboard]}
        onSwiper={(s) => (setSwiper(s), track(s))}
        onSlideChange={track}
        onBreakpoint={track}
        keyboard={{ enabled: true, onlyInViewport: true }}
        speed={600}
        spaceBetween={24}
        slidesPerView={1}
        breakpoints={{ 640: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } }}
        a11y={{ itemRoleDescriptionMessage: 'slide', slideLabelMessage: '{{index}} of {{slidesLength}}' }}
        className="!pb-2"
      >
        {campaigns.map((c) => (
          <SwiperSlide key={c.id} className="!h-auto">
            <CampaignCard campaign={c} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="mt-6 flex justify-center gap-2">
        <button type="button" aria-label="Previous campaigns" disabled={edges.start} onClick={() => swiper?.slidePrev()} className={button}>
          {arrow('M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z')}
        </button>
        <button type="button" aria-label="Next campaigns" disabled={edges.end} onClick={() => swiper?.slideNext()} className={button}>
          {arrow('M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z')}
        </button>
      </div>
    </div>
  );
}
