import { paths } from '@foundation/contract/routes';
import type { HeroSlide } from '../../../components/ui/hero/hero-slider';
import { m } from '../../../paraglide/messages.js';

/** The AI page's carousel: what is coming and in what spirit (called while rendering, in the page's language). */
export const aiSlides = (): HeroSlide[] => [
  {
    id: 'coming',
    eyebrow: m.learn_ai_coming_soon(),
    title: m.learn_ai_slide_coming_title(),
    text: m.learn_ai_slide_coming_text(),
    image: '/images/home/ai/basics.svg',
    tone: 'bg-gradient-to-br from-brand-900 via-brand-800 to-[#14514f]',
    actions: [
      { label: m.learn_ai_browse_current(), to: paths.education },
      { label: m.learn_ai_ask(), to: paths.contact },
    ],
  },
  {
    id: 'doing',
    eyebrow: m.learn_ai_slide_doing_eyebrow(),
    title: m.learn_ai_slide_doing_title(),
    text: m.learn_ai_slide_doing_text(),
    image: '/images/home/ai/python.svg',
    tone: 'bg-gradient-to-br from-[#07392a] via-brand-800 to-brand-700',
    actions: [{ label: m.learn_ai_ask(), to: paths.contact }],
  },
  {
    id: 'ethics',
    eyebrow: m.learn_ai_slide_ethics_eyebrow(),
    title: m.learn_ai_slide_ethics_title(),
    text: m.learn_ai_slide_ethics_text(),
    image: '/images/home/ai/ethics.svg',
    tone: 'bg-gradient-to-br from-brand-900 via-[#2d4a1e] to-[#4d4113]',
    actions: [{ label: m.learn_ai_browse_current(), to: paths.education }],
  },
];

/** Six of the courses in preparation; their texts are message functions, called while rendering. */
export const aiCourses = [
  { key: 'basics', title: m.learn_ai_basics_title, text: m.learn_ai_basics_text, level: m.learn_ai_level_beginner, weeks: 4 },
  { key: 'prompting', title: m.learn_ai_prompting_title, text: m.learn_ai_prompting_text, level: m.learn_ai_level_beginner, weeks: 3 },
  { key: 'python', title: m.learn_ai_python_title, text: m.learn_ai_python_text, level: m.learn_ai_level_beginner, weeks: 6 },
  { key: 'data', title: m.learn_ai_data_title, text: m.learn_ai_data_text, level: m.learn_ai_level_intermediate, weeks: 5 },
  { key: 'machine-learning', title: m.learn_ai_ml_title, text: m.learn_ai_ml_text, level: m.learn_ai_level_intermediate, weeks: 8 },
  { key: 'ethics', title: m.learn_ai_ethics_title, text: m.learn_ai_ethics_text, level: m.learn_ai_level_all, weeks: 2 },
];
