import type { FastifyPluginAsync } from 'fastify';
import { resources } from '../../services/back-office/resources.ts';
import { auditRoutes } from './audit.ts';
import { donationReviewRoutes } from './donations.ts';
import { donationExportRoutes } from './donations-export.ts';
import { donationStatementRoutes } from './donations-statement.ts';
import { inboxRoutes } from './inbox.ts';
import { mediaRoutes } from './media.ts';
import { paymentDetailRoutes } from './payment-details.ts';
import { reportRoutes } from './reports.ts';
import { resourceRoutes } from './resources.ts';
import { settingsRoutes } from './settings.ts';
import { givingRatesRoutes } from './giving-rates.ts';
import { staffRoutes } from './staff.ts';

/** The back office's API under /api/admin: staff sign-in, then donation review. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(staffRoutes);
  await app.register(donationReviewRoutes);
  await app.register(donationStatementRoutes);
  await app.register(donationExportRoutes);
  await app.register(reportRoutes);
  // The resources of decision 15: one route factory, one definition per resource.
  for (const resource of resources) await app.register(resourceRoutes(resource));
  await app.register(settingsRoutes);
  await app.register(givingRatesRoutes);
  await app.register(paymentDetailRoutes);
  await app.register(mediaRoutes);
  await app.register(inboxRoutes);
  await app.register(auditRoutes);
};
