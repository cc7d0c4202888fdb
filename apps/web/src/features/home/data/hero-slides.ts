import { paths } from '@foundation/contract/routes';
import type { HeroSlide } from '../../../components/ui/hero/hero-slider';
import { href } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';

/** The three themes of the home hero: soul guidance, education and giving (call while rendering). */
export const homeHeroSlides = (): HeroSlide[] => [
  {
    id: 'guidance',
    eyebrow: m.about_hero_guidance_eyebrow(),
    title: m.about_hero_guidance_title(),
    text: m.about_hero_guidance_text(),
    image: '/images/home/hero-guidance.svg',
    tone: 'bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700',
    actions: [
      { label: m.about_hero_guidance_spirit(), to: paths.spirit },
      { label: m.about_hero_guidance_media(), to: paths.media },
    ],
  },
  {
    id: 'education',
    eyebrow: m.about_education(),
    title: m.about_hero_education_title(),
    text: m.about_hero_education_text(),
    image: '/images/home/hero-education.svg',
    tone: 'bg-gradient-to-br from-[#07392a] via-brand-800 to-[#145c55]',
    actions: [
      { label: m.about_hero_education_courses(), to: paths.education },
      { label: m.about_hero_education_library(), to: paths.publishing },
    ],
  },
  {
    id: 'giving',
    eyebrow: m.about_hero_giving_eyebrow(),
    title: m.about_hero_giving_title(),
    text: m.about_hero_giving_text(),
    image: '/images/home/hero-giving.svg',
    tone: 'bg-gradient-to-br from-brand-900 via-[#2d4a1e] to-[#5b4a12]',
    actions: [
      { label: m.about_donate_now(), to: href('donation', {}, { type: 'DONATION', id: 0 }) },
      { label: m.about_hero_giving_welfare(), to: paths.welfare },
    ],
  },
];
