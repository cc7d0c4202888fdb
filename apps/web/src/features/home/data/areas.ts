import { paths } from '@foundation/contract/routes';

/** The six areas of the foundation's work, each leading to its page. */
export const areas = [
  {
    key: 'education',
    title: 'Education',
    text: 'Free online courses and study circles, from Qur’anic Arabic to practical skills, taught by teachers who give their time.',
    to: paths.education,
  },
  {
    key: 'publishing',
    title: 'Publishing',
    text: 'More than 2,000 books written, translated and printed: free to read online, to download, or to order in print.',
    to: paths.publishing,
  },
  {
    key: 'welfare',
    title: 'Welfare',
    text: 'Water, food, medical care, livelihoods and help at life’s big moments, for families who need a hand.',
    to: paths.welfare,
  },
  {
    key: 'spirituality',
    title: 'Spirituality',
    text: 'Guidance in remembrance, reflection and good company, as our teachers have offered it since 1985.',
    to: paths.spirit,
  },
  {
    key: 'media',
    title: 'Media',
    text: 'Lectures, recordings and live gatherings you can join from anywhere, in audio and in video.',
    to: paths.media,
  },
  {
    key: 'scouts',
    title: 'Scouts',
    text: 'Young people learning first aid, camping and service, with good character at the heart of every activity.',
    to: paths.scouts,
  },
] as const;
