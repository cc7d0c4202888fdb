/**
 * The site's own title and description: index.html's (through the build), the server's for a page
 * that names none (the home page), and what the tab returns to when a page that named its own closes.
 */
export const siteHead = {
  name: 'Foundation',
  title: 'Foundation — guidance, education and welfare since 1985',
  description:
    'A charity, faith and education foundation in Pakistan: free courses, 2,000+ free books, welfare programmes, lectures and a scouts programme. Give by mobile wallet, bank transfer or card.',
  /** A designed picture for a shared link to a page without one of its own (1200×630). */
  image: '/og-default.png',
} as const;
