/**
 * Every page of the site, once (the route table of spec point 2 and the pages beyond it): its path,
 * and `listed` when it stands on its own in the sitemap. The web app's router, the server's render
 * (deep links 200, anything else the app's 404 page) and the sitemap all read it. Not listed: the
 * learner area, login and the reset link's page; steps of a flow that mean nothing opened cold
 * (donationForm, donation/confirmation, enrollCourseDetail); and item pages, which the sitemap lists
 * once per item.
 */
const pageTable = {
  home: { path: '/', listed: true },
  donation: { path: '/donation', listed: true },
  donationForm: { path: '/donationForm' },
  gallery: { path: '/gallery', listed: true },
  media: { path: '/video&lecture', listed: true },
  videoDetail: { path: '/videoDetail' },
  live: { path: '/live', listed: true },
  education: { path: '/education', listed: true },
  ai: { path: '/ai', listed: true },
  courseDetail: { path: '/courseDetail1/:id' },
  newsEvent: { path: '/SingleNewsEventPage/:id/:date' },
  publishing: { path: '/publishing', listed: true },
  welfare: { path: '/welfare', listed: true },
  scouts: { path: '/scouts', listed: true },
  foundation: { path: '/foundation', listed: true },
  spirit: { path: '/spirit', listed: true },
  blogs: { path: '/blogs', listed: true },
  singleBlog: { path: '/singleBlog' },
  donate: { path: '/donate', listed: true },
  contact: { path: '/contact', listed: true },
  login: { path: '/login' },
  courseListing: { path: '/courseListing' },
  myCourseDetail: { path: '/myCourseDetail/:id' },
  enrollCourseDetail: { path: '/enrollCourseDetail' },
  lessons: { path: '/lessons/:id' },
  // Beyond the spec: where a receipt donor lands after giving, and where they follow their gift.
  donationConfirmation: { path: '/donation/confirmation' },
  trackDonation: { path: '/track-donation', listed: true },
  // The Zakat calculator, with Fitrana and Fidya by the person.
  zakatCalculator: { path: '/zakat-calculator', listed: true },
  // The terms a learner agrees to when they make an account.
  terms: { path: '/terms', listed: true },
  // Where a learner's password reset link leads (never in the sitemap; the page says noindex).
  resetPassword: { path: '/resetPassword' },
  // A certificate's permanent, public check: the address its QR code and share links carry (noindex:
  // it names a person, so the sitemap does not list it).
  certificate: { path: '/certificates/:code' },
  // A course's quiz, taken after its last lesson (a learner's own page).
  courseQuiz: { path: '/courseQuiz/:id' },
} as const satisfies Record<string, { path: string; listed?: true }>;

/** The path of each page by name. */
export const paths = Object.fromEntries(Object.entries(pageTable).map(([name, page]) => [name, page.path])) as {
  [Name in keyof typeof pageTable]: (typeof pageTable)[Name]['path'];
};

export type PathName = keyof typeof paths;

/** The pages the sitemap lists as they are (item pages are listed per item). */
export const listedPages = (Object.keys(pageTable) as PathName[]).filter((name) => 'listed' in pageTable[name]);

const patterns = Object.values(paths).map(
  (p) => new RegExp(`^${p.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&').replace(/:[a-z]+/g, '[^/]+')}/?$`),
);

export const isAppPath = (path: string): boolean => patterns.some((re) => re.test(withoutLocale(path)));

/**
 * The site in Urdu lives under /ur with the same paths (/ur/donate); English stays at the
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
