import { paths } from '@foundation/contract/routes';
import type { HeroSlide } from '../../../components/ui/hero/hero-slider';
import { href } from '../../../lib/routes';

/** The three themes of the home hero: soul guidance, education and giving. */
export const homeHeroSlides: HeroSlide[] = [
  {
    id: 'guidance',
    eyebrow: 'Soul guidance',
    title: 'A quiet heart in a restless world',
    text: 'Since 1985 our teachers have guided seekers through remembrance, reflection and good company, free of charge and open to every sincere heart.',
    image: '/images/home/hero-guidance.svg',
    tone: 'bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700',
    actions: [
      { label: 'Explore spirituality', to: paths.spirit },
      { label: 'Listen to lectures', to: paths.media },
    ],
  },
  {
    id: 'education',
    eyebrow: 'Education',
    title: 'Knowledge that is free, and free to share',
    text: 'Free online courses, more than 2,000 published books and study circles that have opened doors for students in every province of Pakistan.',
    image: '/images/home/hero-education.svg',
    tone: 'bg-gradient-to-br from-[#07392a] via-brand-800 to-[#145c55]',
    actions: [
      { label: 'Browse free courses', to: paths.education },
      { label: 'Visit the library', to: paths.publishing },
    ],
  },
  {
    id: 'giving',
    eyebrow: 'Giving',
    title: 'Your gift becomes water, bread and schooling',
    text: 'Every rupee reaches a family: clean water, warm meals, medical camps and school fees, carried to them by volunteers who know their own neighbourhoods.',
    image: '/images/home/hero-giving.svg',
    tone: 'bg-gradient-to-br from-brand-900 via-[#2d4a1e] to-[#5b4a12]',
    actions: [
      { label: 'Donate now', to: href('donation', {}, { type: 'DONATION', id: 0 }) },
      { label: 'See our welfare work', to: paths.welfare },
    ],
  },
];
