/**
 * The site's own title and description in English: index.html's (through the build: vite.config.ts
 * reads this file, so it imports nothing), and the English page's. The page's language's are
 * siteHeadIn() (lib/use-page-meta.ts), from the site catalogue, whose English is this.
 */
export const siteHead = {
  name: 'Foundation',
  title: 'Foundation — guidance, education and welfare since 1985',
  description:
    'A charity, faith and education foundation in Pakistan: free courses, 2,000+ free books, welfare programmes, lectures and a scouts programme. Give by mobile wallet, bank transfer or card.',
  /** A designed picture for a shared link to a page without one of its own (1200×630). */
  image: '/og-default.png',
} as const;
