import { paths } from '@foundation/contract/routes';
import type { HomeBand } from '../components/home-section';

/** The heading, intro, tone and "more" link of each band of the home page, in page order. */
export const homeBands = {
  areas: {
    eyebrow: 'What we do',
    title: 'Six ways we serve, one purpose',
    intro: 'Forty years of work grew from a single study circle. Today it reaches students, readers, families and young people across Pakistan.',
    center: true,
  },
  spirituality: {
    eyebrow: 'The inner path',
    title: 'Spirituality that steadies daily life',
    intro: 'Four practices at the heart of our teaching, each explained in a short talk.',
    className: 'bg-white',
    more: { to: paths.spirit, label: 'Read more on spirituality' },
  },
  activities: {
    eyebrow: 'Welfare in action',
    title: 'Where your support goes',
    intro: 'Seven programmes run by volunteers in their own towns, each one open to your contribution.',
    more: { to: paths.welfare, label: 'See all welfare programmes' },
  },
  courses: {
    eyebrow: 'Learn for free',
    title: 'Latest courses',
    intro: 'Taught by our teachers, open to everyone, with no fee at any step.',
    className: 'bg-white',
    more: { to: paths.education, label: 'View all courses' },
  },
  books: {
    eyebrow: 'Free library',
    title: 'Books that travel further than we can',
    intro: 'Over 2,000 titles on faith, character and everyday life: read them here, keep the PDF, or order a printed copy.',
    className: 'bg-cream',
    more: { to: paths.publishing, label: 'Browse the whole library' },
  },
  scouts: {
    eyebrow: 'Scouts',
    title: 'Brave, kind and ready to help',
    intro: 'Our scouts programme gives young people skills for the outdoors and a habit of service, with teachers who care about character as much as knots.',
    className: 'bg-brand-50',
  },
  media: {
    eyebrow: 'Watch and listen',
    title: 'From our gatherings to your screen',
    intro: 'Lectures, reports from the field and live gatherings, free to watch wherever you are.',
    className: 'bg-white',
    more: { to: paths.media, label: 'All lectures and videos' },
  },
} satisfies Record<string, HomeBand>;
