import { paths } from '@foundation/contract/routes';
import type { HeroSlide } from '../../../components/ui/hero/hero-slider';

/** The AI page's carousel: what is coming and in what spirit. */
export const aiSlides: HeroSlide[] = [
  {
    id: 'coming',
    eyebrow: 'Coming soon',
    title: 'Artificial intelligence, taught with care',
    text: 'A new series of free courses on AI for students, teachers and small businesses, in Urdu and English, starting from the very basics.',
    image: '/images/home/ai/basics.svg',
    tone: 'bg-gradient-to-br from-brand-900 via-brand-800 to-[#14514f]',
    actions: [
      { label: 'Browse current courses', to: paths.education },
      { label: 'Ask about AI courses', to: paths.contact },
    ],
  },
  {
    id: 'doing',
    eyebrow: 'Learn by doing',
    title: 'From a first question to a working project',
    text: 'Short lessons, hands-on exercises and weekly help sessions, so you finish every course with something you built yourself.',
    image: '/images/home/ai/python.svg',
    tone: 'bg-gradient-to-br from-[#07392a] via-brand-800 to-brand-700',
    actions: [{ label: 'Ask about AI courses', to: paths.contact }],
  },
  {
    id: 'ethics',
    eyebrow: 'Ethics first',
    title: 'Powerful tools, used responsibly',
    text: 'Each course talks honestly about privacy, truthfulness and fairness, because knowledge is a trust as well as a skill.',
    image: '/images/home/ai/ethics.svg',
    tone: 'bg-gradient-to-br from-brand-900 via-[#2d4a1e] to-[#4d4113]',
    actions: [{ label: 'Browse current courses', to: paths.education }],
  },
];

/** Six of the courses in preparation. */
export const aiCourses = [
  { key: 'basics', title: 'AI Basics for Everyone', text: 'What AI is and is not, where you already meet it, and how to use it safely.', level: 'Beginner', weeks: 4 },
  { key: 'prompting', title: 'Writing and Asking Well with AI', text: 'Clear questions, checked answers: using AI assistants for study and work.', level: 'Beginner', weeks: 3 },
  { key: 'python', title: 'Python for AI, from Zero', text: 'The programming language behind most AI work, taught one small step at a time.', level: 'Beginner', weeks: 6 },
  { key: 'data', title: 'Data Skills for Small Businesses', text: 'Spreadsheets, charts and simple forecasts that help a shop or workshop decide.', level: 'Intermediate', weeks: 5 },
  { key: 'machine-learning', title: 'Machine Learning Foundations', text: 'How machines learn from examples, with projects you train and test yourself.', level: 'Intermediate', weeks: 8 },
  { key: 'ethics', title: 'AI Ethics and Responsible Use', text: 'Privacy, bias and honesty in an age of machines, seen through our own values.', level: 'All levels', weeks: 2 },
];
