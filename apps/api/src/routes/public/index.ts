import type { FastifyPluginAsync } from 'fastify';
import { blogsRoutes } from './blogs.ts';
import { booksRoutes } from './books.ts';
import { campaignsRoutes } from './campaigns.ts';
import { certificatesRoutes, myCertificatesRoutes } from './certificates.ts';
import { coursesRoutes } from './courses.ts';
import { learnersRoutes } from './learners.ts';
import { donationTrackingRoutes } from './donation-tracking.ts';
import { donationsRoutes } from './donations.ts';
import { enrolmentsRoutes } from './enrolments.ts';
import { formsRoutes } from './forms.ts';
import { fundsRoutes } from './funds.ts';
import { galleryRoutes } from './gallery.ts';
import { lecturesRoutes } from './lectures.ts';
import { locationsRoutes } from './locations.ts';
import { mediaRoutes } from './media.ts';
import { newsEventsRoutes } from './news-events.ts';
import { settingsRoutes } from './settings.ts';

/** The spec's API contract (point 7), paths exactly as existing clients call them. */
export const publicRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [
    settingsRoutes,
    coursesRoutes,
    learnersRoutes,
    enrolmentsRoutes,
    certificatesRoutes,
    myCertificatesRoutes,
    booksRoutes,
    campaignsRoutes,
    donationsRoutes,
    donationTrackingRoutes,
    fundsRoutes,
    blogsRoutes,
    newsEventsRoutes,
    locationsRoutes,
    lecturesRoutes,
    mediaRoutes,
    galleryRoutes,
    formsRoutes,
  ]) {
    await app.register(routes);
  }
};
