import { paths } from '@foundation/contract/routes';

/**
 * Pages the browser draws on its own: a learner's (their session is in the browser's storage,
 * which the server never sees), the donation forms and what follows a gift (they read what this
 * tab kept). The server sends them the app's shell with the site's head.
 */
const browserOnly: string[] = [paths.login, paths.donationForm, paths.donationConfirmation, paths.courseListing, paths.enrollCourseDetail, paths.myCourseDetail, paths.lessons];

const pattern = (p: string) => new RegExp(`^${p.replace(/:[a-z]+/gi, '[^/]+')}/?$`);
const patterns = browserOnly.map(pattern);

export const isServerRendered = (pathname: string) => !patterns.some((re) => re.test(pathname));
