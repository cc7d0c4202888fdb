import { Children, isValidElement, useState, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { CarouselControls } from './carousel-controls';
import { m } from '../../paraglide/messages.js';

export type SliderProps = {
  /** The carousel's name, read out by screen readers. */
  label: string;
  /** Autoplay delay and transition speed, in ms (spec point 9). */
  delay: number;
  speed: number;
  /** Slides per view from each minimum viewport width in px; 0 is the smallest screens. */
  perView: Record<number, number>;
  spacing?: number;
  /** Height kept free while the slider loads, so the page does not jump. */
  minHeight: number;
  /** One child per slide, each with a key. */
  children: ReactNode;
};

/** The Swiper side of <Slider>: only the modules used (A11y, Autoplay), our own controls. */
export default function SwiperSlider({ label, delay, speed, perView, spacing = 20, children }: SliderProps) {
  const reduced = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(!reduced);
  const { 0: base = 1, ...from } = perView;
  const breakpoints = Object.fromEntries(Object.entries(from).map(([width, n]) => [width, { slidesPerView: n }]));

  const setRotation = (on: boolean) => {
    setPlaying(on);
    if (on) swiper?.autoplay.start();
    else swiper?.autoplay.stop();
  };

  return (
    <div
      role="region"
      aria-roledescription={m.site_carousel()}
      aria-label={label}
      // The ARIA carousel pattern: rotation stops once keyboard focus enters a slide.
      onFocus={(e) => !(e.target as HTMLElement).closest('[data-rotation-control]') && playing && setRotation(false)}
    >
      <Swiper
        modules={[A11y, Autoplay]}
        onSwiper={setSwiper}
        speed={reduced ? 0 : speed}
        spaceBetween={spacing}
        slidesPerView={base}
        breakpoints={breakpoints}
        rewind
        autoplay={reduced ? false : { delay, pauseOnMouseEnter: true, disableOnInteraction: false }}
        a11y={{ itemRoleDescriptionMessage: m.site_slide(), slideLabelMessage: m.site_slide_position({ index: '{{index}}', count: '{{slidesLength}}' }) }}
        className="!pb-2"
      >
        {Children.toArray(children).map((child, i) => (
          <SwiperSlide key={isValidElement(child) ? (child.key ?? i) : i} className="!h-auto">
            {child}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="mt-6 flex justify-center">
        <CarouselControls playing={playing} onToggle={reduced ? undefined : () => setRotation(!playing)} onPrev={() => swiper?.slidePrev()} onNext={() => swiper?.slideNext()} />
      </div>
    </div>
  );
}
