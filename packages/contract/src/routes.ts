/**
 * The route table of spec point 2, shared so the server can answer deep links with the app
 * (status 200) and anything else with the app's 404 page (status 404).
 */
export const paths = {
  home: '/',
  donation: '/donation',
  donationForm: '/donationForm',
  gallery: '/gallery',
  media: '/video&lecture',
  videoDetail: '/videoDetail',
  live: '/live',
  education: '/education',
  ai: '/ai',
  courseDetail: '/courseDetail1/:id',
  newsEvent: '/SingleNewsEventPage/:id/:date',
  publishing: '/publishing',
  welfare: '/welfare',
  scouts: '/scouts',
  foundation: '/foundation',
  spirit: '/spirit',
  blogs: '/blogs',
  singleBlog: '/singleBlog',
  donate: '/donate',
  contact: '/contact',
  login: '/login',
  courseListing: '/courseListing',
  myCourseDetail: '/myCourseDetail/:id',
  enrollCourseDetail: '/enrollCourseDetail',
  lessons: '/lessons/:id',
  // Beyond the spec: where a receipt donor lands after giving, and where they follow their gift.
  donationConfirmation: '/donation/confirmation',
  trackDonation: '/track-donation',
  // The Zakat calculator, with Fitrana and Fidya by the person.
  zakatCalculator: '/zakat-calculator',
  // The terms a learner agrees to when they make an account.
  terms: '/terms',
  // Where a learner's password reset link leads (never in the sitemap; the page says noindex).
  resetPassword: '/resetPassword',
} as const;

export type PathName = keyof typeof paths;

const patterns = Object.values(paths).map(
  (p) => new RegExp(`^${p.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&').replace(/:[a-z]+/g, '[^/]+')}/?$`),
);

export const isAppPath = (path: string): boolean => patterns.some((re) => re.test(withoutLocale(path)));

/**
 * Issue 16: the site in Urdu lives under /ur with the same paths (/ur/donate); English stays at the
 * root, as the spec has it. One place says which language a path is in, for the web app and the API.
 */
export const locales = ['en', 'ur'] as const;
export type Locale = (typeof locales)[number];
export const URDU_BASE = '/ur';

export const localeOfPath = (path: string): Locale => (path === URDU_BASE || path.startsWith(`${URDU_BASE}/`) ? 'ur' : 'en');
/** The path as the route table knows it: /ur/donate is /donate. */
export const withoutLocale = (path: string) => (localeOfPath(path) === 'ur' ? path.slice(URDU_BASE.length) || '/' : path);
/** The same page in a language: /donate in Urdu is /ur/donate, / is /ur. */
export const inLocale = (locale: Locale, path: string) => {
  const bare = withoutLocale(path);
  return locale === 'ur' ? `${URDU_BASE}${bare === '/' ? '' : bare}` : bare;
};

/**
 * Whether a text holds letters of the Arabic script, in which Urdu is written: an Urdu page marks
 * staff's untranslated English by it, and a receipt picks the face for a donor's name.
 */
export const hasArabicScript = (text: string) => /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/.test(text);
