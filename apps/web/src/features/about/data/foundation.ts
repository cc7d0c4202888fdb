import { paths } from '@foundation/contract/routes';

/** Leaders' messages on the foundation page. */
export const leaders = [
  {
    key: 'founder',
    name: 'Hazrat Sufi Muhammad Siddique',
    role: 'Founder and spiritual guide',
    message:
      'We began in 1985 with a prayer mat, a handful of friends and one question: what does Allah ask of us for our neighbour? Every well, book and classroom since has been an answer to that question. Keep asking it.',
  },
  {
    key: 'chairman',
    name: 'Chaudhry Muhammad Akram',
    role: 'Chairman',
    message:
      'Our donors trust us with their hard-earned money and their prayers. We owe them honesty in every rupee and care in every project, and we report back on both. That trust is the foundation’s real endowment.',
  },
  {
    key: 'secretary',
    name: 'Farah Naz',
    role: 'General secretary',
    message:
      'Behind each programme are volunteers — teachers, doctors, students, mothers — who give their evenings and weekends. If you have an hour to give, there is a place for you here, in your own town.',
  },
] as const;

/** The foundation's organisations, shown in a carousel, each leading to its page. */
export const organisations = [
  { mark: 'ET', name: 'Education Trust', since: 1992, to: paths.education, text: 'Schools, scholarships and free online courses for learners of every age.' },
  { mark: 'PH', name: 'Publishing House', since: 1998, to: paths.publishing, text: 'More than 2,000 books on faith, history and character, free to read and download.' },
  { mark: 'WT', name: 'Welfare Trust', since: 1985, to: paths.welfare, text: 'Water, food, medical care, livelihoods and help at weddings and funerals.' },
  { mark: 'FS', name: 'Foundation Scouts', since: 2004, to: paths.scouts, text: 'Troops in every province building discipline, service and brotherhood.' },
  { mark: 'SC', name: 'Spiritual Circles', since: 1985, to: paths.spirit, text: 'Weekly gatherings of zikr and muraqaba for men and women across Pakistan.' },
  { mark: 'ML', name: 'Media & Lectures', since: 2009, to: paths.media, text: 'Recorded lectures, live streams and playlists that carry the message further.' },
  { mark: 'OA', name: 'Online Academy', since: 2020, to: paths.ai, text: 'Modern skills — from computing to artificial intelligence — taught for free.' },
] as const;

/** Milestones of the foundation's story. */
export const milestones = [
  { year: 1985, text: 'The first circle of remembrance meets, and its members start feeding the poor of their street.' },
  { year: 1992, text: 'The first well is dug in the Thar desert; the first scholarship pays a year of school.' },
  { year: 1998, text: 'The publishing house prints its first book; today more than 2,000 are free to read.' },
  { year: 2004, text: 'Foundation Scouts hold their first camp, with forty boys and two tents.' },
  { year: 2020, text: 'Free online courses open the classroom to learners everywhere.' },
] as const;
