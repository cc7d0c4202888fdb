import type { ComponentType } from 'react';
import { matchRoute } from 'wouter';
import { parse } from 'regexparam';
import { paths, withoutLocale } from '@foundation/contract/routes';
import type { PageHead } from '../lib/use-page-meta';
import { shellHeads } from './shell-heads';

/** Each page is its own chunk: a visitor downloads only the page they open. */
export type Load = () => Promise<{ default: ComponentType }>;
/**
 * `learner`: behind the spec's token guard. `browserOnly`: the server sends the app's shell, with
 * the page's `head`, and the browser draws the page, for it reads what only the browser has (the
 * learner's session in its storage, what this tab kept of a gift in progress).
 */
type Page = { path: string; load: Load; learner?: true } & ({ browserOnly?: never } | { browserOnly: true; head: () => PageHead });

export const pages: Page[] = [
  { path: paths.home, load: () => import('../routes/home') },
  { path: paths.donation, load: () => import('../routes/donation') },
  { path: paths.donationForm, load: () => import('../routes/donation-form'), browserOnly: true, head: shellHeads.donationForm },
  { path: paths.donationConfirmation, load: () => import('../routes/donation-confirmation'), browserOnly: true, head: shellHeads.donationConfirmation },
  { path: paths.trackDonation, load: () => import('../routes/track-donation') },
  { path: paths.zakatCalculator, load: () => import('../routes/zakat-calculator') },
  { path: paths.terms, load: () => import('../routes/terms') },
  { path: paths.gallery, load: () => import('../routes/gallery') },
  { path: paths.media, load: () => import('../routes/media') },
  { path: paths.videoDetail, load: () => import('../routes/video-detail') },
  { path: paths.live, load: () => import('../routes/live') },
  { path: paths.education, load: () => import('../routes/education') },
  { path: paths.ai, load: () => import('../routes/ai') },
  { path: paths.courseDetail, load: () => import('../routes/course-detail') },
  { path: paths.newsEvent, load: () => import('../routes/news-event') },
  { path: paths.publishing, load: () => import('../routes/publishing') },
  { path: paths.welfare, load: () => import('../routes/welfare') },
  { path: paths.scouts, load: () => import('../routes/scouts') },
  { path: paths.foundation, load: () => import('../routes/foundation') },
  { path: paths.spirit, load: () => import('../routes/spirit') },
  { path: paths.blogs, load: () => import('../routes/blogs') },
  { path: paths.singleBlog, load: () => import('../routes/single-blog') },
  { path: paths.donate, load: () => import('../routes/donate') },
  { path: paths.contact, load: () => import('../routes/contact') },
  { path: paths.login, load: () => import('../routes/login'), browserOnly: true, head: shellHeads.login },
  { path: paths.resetPassword, load: () => import('../routes/reset-password') },
  { path: paths.enrollCourseDetail, load: () => import('../routes/enroll-course-detail'), browserOnly: true, head: shellHeads.enrollCourseDetail },
  // Spec point 2: without a stored token the visitor is sent to /.
  { path: paths.courseListing, load: () => import('../routes/course-listing'), learner: true, browserOnly: true, head: shellHeads.courseListing },
  { path: paths.myCourseDetail, load: () => import('../routes/my-course-detail'), learner: true, browserOnly: true, head: shellHeads.myCourseDetail },
  { path: paths.lessons, load: () => import('../routes/lessons'), learner: true, browserOnly: true, head: shellHeads.lessons },
];
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
