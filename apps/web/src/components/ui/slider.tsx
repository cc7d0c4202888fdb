import { lazy } from 'react';
// A type import: it loads nothing of Swiper.
import type { SliderProps } from './swiper-slider';
import { WhenVisible } from './when-visible';

// Swiper and its CSS arrive only when a slider nears the viewport: none of it is first-paint work.
const SwiperSlider = lazy(() => import('./swiper-slider'));

/** A Swiper carousel for below-the-fold content, loaded lazily when it comes near. */
export function Slider(props: SliderProps) {
  const placeholder = <div style={{ minHeight: props.minHeight }} />;
  return (
    <WhenVisible fallback={placeholder}>
      <SwiperSlider {...props} />
    </WhenVisible>
  );
}
