import type { ComponentType } from 'react';
import { matchRoute } from 'wouter';
import { parse } from 'regexparam';
import { paths, withoutLocale, type PathName } from '@foundation/contract/routes';
import type { PageHead } from '../lib/use-page-meta';
import { shellHeads } from './shell-heads';

/** Each page is its own chunk: a visitor downloads only the page they open. */
export type Load = () => Promise<{ default: ComponentType }>;
/**
 * `learner`: behind the spec's token guard. `browserOnly`: the server sends the app's shell, with
 * the page's `head`, and the browser draws the page, for it reads what only the browser has (the
 * learner's session in its storage, what this tab kept of a gift in progress).
 */
type PageCode = { load: Load; learner?: true } & ({ browserOnly?: never } | { browserOnly: true; head: () => PageHead });
type Page = { path: string } & PageCode;

/** The code of every page of the contract's page table: a page the table names without code here is a compile error. */
const code: { [Name in PathName]: PageCode } = {
  home: { load: () => import('../routes/home') },
  donation: { load: () => import('../routes/donation') },
  donationForm: { load: () => import('../routes/donation-form'), browserOnly: true, head: shellHeads.donationForm },
  donationConfirmation: { load: () => import('../routes/donation-confirmation'), browserOnly: true, head: shellHeads.donationConfirmation },
  trackDonation: { load: () => import('../routes/track-donation') },
  zakatCalculator: { load: () => import('../routes/zakat-calculator') },
  terms: { load: () => import('../routes/terms') },
  gallery: { load: () => import('../routes/gallery') },
  media: { load: () => import('../routes/media') },
  videoDetail: { load: () => import('../routes/video-detail') },
  live: { load: () => import('../routes/live') },
  education: { load: () => import('../routes/education') },
  ai: { load: () => import('../routes/ai') },
  courseDetail: { load: () => import('../routes/course-detail') },
  newsEvent: { load: () => import('../routes/news-event') },
  publishing: { load: () => import('../routes/publishing') },
  welfare: { load: () => import('../routes/welfare') },
  scouts: { load: () => import('../routes/scouts') },
  foundation: { load: () => import('../routes/foundation') },
  spirit: { load: () => import('../routes/spirit') },
  blogs: { load: () => import('../routes/blogs') },
  singleBlog: { load: () => import('../routes/single-blog') },
  donate: { load: () => import('../routes/donate') },
  contact: { load: () => import('../routes/contact') },
  login: { load: () => import('../routes/login'), browserOnly: true, head: shellHeads.login },
  resetPassword: { load: () => import('../routes/reset-password') },
  enrollCourseDetail: { load: () => import('../routes/enroll-course-detail'), browserOnly: true, head: shellHeads.enrollCourseDetail },
  // Spec point 2: without a stored token the visitor is sent to /.
  courseListing: { load: () => import('../routes/course-listing'), learner: true, browserOnly: true, head: shellHeads.courseListing },
  myCourseDetail: { load: () => import('../routes/my-course-detail'), learner: true, browserOnly: true, head: shellHeads.myCourseDetail },
  lessons: { load: () => import('../routes/lessons'), learner: true, browserOnly: true, head: shellHeads.lessons },
  certificate: { load: () => import('../routes/certificate') },
  courseQuiz: { load: () => import('../routes/course-quiz'), learner: true, browserOnly: true, head: shellHeads.courseQuiz },
};

export const pages: Page[] = (Object.keys(code) as PathName[]).map((name) => ({ path: paths[name], ...code[name] }));
export const notFound: Page = { path: '*', load: () => import('../routes/not-found') };

/** The page a path shows, in either language; the not-found page when none matches (the server answers it with 404). */
export const pageFor = (pathname: string) => {
  const bare = withoutLocale(pathname); // /ur/donate is /donate in Urdu
  return pages.find((p) => matchRoute(parse, p.path, bare)[0]) ?? notFound;
};
export const isNotFound = (pathname: string) => pageFor(pathname) === notFound;
export const isServerRendered = (pathname: string) => !pageFor(pathname).browserOnly;
/** The head the server sends with the shell of a page the browser draws; null for any other page. */
export const shellHead = (pathname: string): PageHead | null => {
  const page = pageFor(pathname);
  return page.browserOnly ? page.head() : null;
};

export const loaded = new Map<Load, ComponentType>();
const loading = new Map<Load, Promise<void>>();

/**
 * Starts loading a page's code (once); resolves when it can render without waiting. A failure is
 * kept, so the page shows its error instead of asking again on every render; a new navigation
 * (`again`) tries once more, as the code may load now (the network is back, or a deploy is done).
 */
export const preloadPage = (pathname: string, { again = false } = {}) => {
  const { load } = pageFor(pathname);
  if (again && failed.has(load)) {
    failed.delete(load);
    loading.delete(load);
  }
  return preload(load);
};

const failed = new Set<Load>();

export function preload(load: Load): Promise<void> {
  if (loaded.has(load)) return Promise.resolve();
  let promise = loading.get(load);
  if (!promise) {
    promise = load().then(
      (m) => void loaded.set(load, m.default),
      (error: unknown) => {
        failed.add(load);
        throw error;
      },
    );
    loading.set(load, promise);
  }
  return promise;
}
