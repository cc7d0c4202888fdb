import { paths } from '@foundation/contract/routes';

/** The nine navigation links of the header (spec point 2). */
export const navItems = [
  { to: paths.education, label: 'Education' },
  { to: paths.publishing, label: 'Publishing' },
  { to: paths.welfare, label: 'Welfare' },
  { to: paths.spirit, label: 'Spirituality' },
  { to: paths.media, label: 'Media' },
  { to: paths.foundation, label: 'Foundation' },
  { to: paths.scouts, label: 'Scouts' },
  { to: paths.blogs, label: 'Blogs' },
  { to: paths.gallery, label: 'Gallery' },
] as const;
