import { lazy, type ReactNode } from 'react';
import { WhenVisible } from './when-visible';

// Swiper and its CSS arrive only when a slider nears the viewport: none of it is first-paint work.
const SwiperSlider = lazy(() => import('./swiper-slider'));

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

/** A Swiper carousel for below-the-fold content, loaded lazily when it comes near. */
export function Slider(props: SliderProps) {
  const placeholder = <div style={{ minHeight: props.minHeight }} />;
  return (
    <WhenVisible fallback={placeholder}>
      <SwiperSlider {...props} />
    </WhenVisible>
  );
}
