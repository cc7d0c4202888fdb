import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@foundation/contract/routes';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { RequireToken } from './layout/require-token';

/** Each page is its own chunk: a visitor downloads only the page they open. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const publicPages: RouteObject[] = [
  { index: true, ...page(() => import('../routes/home')) },
  { path: paths.donation, ...page(() => import('../routes/donation')) },
  { path: paths.donationForm, ...page(() => import('../routes/donation-form')) },
  { path: paths.donationConfirmation, ...page(() => import('../routes/donation-confirmation')) },
  { path: paths.trackDonation, ...page(() => import('../routes/track-donation')) },
  { path: paths.gallery, ...page(() => import('../routes/gallery')) },
  { path: paths.media, ...page(() => import('../routes/media')) },
  { path: paths.videoDetail, ...page(() => import('../routes/video-detail')) },
  { path: paths.live, ...page(() => import('../routes/live')) },
  { path: paths.education, ...page(() => import('../routes/education')) },
  { path: paths.ai, ...page(() => import('../routes/ai')) },
  { path: paths.courseDetail, ...page(() => import('../routes/course-detail')) },
  { path: paths.newsEvent, ...page(() => import('../routes/news-event')) },
  { path: paths.publishing, ...page(() => import('../routes/publishing')) },
  { path: paths.welfare, ...page(() => import('../routes/welfare')) },
  { path: paths.scouts, ...page(() => import('../routes/scouts')) },
  { path: paths.foundation, ...page(() => import('../routes/foundation')) },
  { path: paths.spirit, ...page(() => import('../routes/spirit')) },
  { path: paths.blogs, ...page(() => import('../routes/blogs')) },
  { path: paths.singleBlog, ...page(() => import('../routes/single-blog')) },
  { path: paths.donate, ...page(() => import('../routes/donate')) },
  { path: paths.contact, ...page(() => import('../routes/contact')) },
  { path: paths.login, ...page(() => import('../routes/login')) },
  { path: paths.enrollCourseDetail, ...page(() => import('../routes/enroll-course-detail')) },
  { path: '*', ...page(() => import('../routes/not-found')) },
];

/** Spec point 2: without a stored token the visitor is sent to /. */
const learnerPages: RouteObject[] = [
  { path: paths.courseListing, ...page(() => import('../routes/course-listing')) },
  { path: paths.myCourseDetail, ...page(() => import('../routes/my-course-detail')) },
  { path: paths.lessons, ...page(() => import('../routes/lessons')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [...publicPages, { Component: RequireToken, children: learnerPages }],
  },
];

export const createRouter = () => createBrowserRouter(routes);
