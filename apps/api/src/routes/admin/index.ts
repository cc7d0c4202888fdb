import type { FastifyPluginAsync } from 'fastify';
import { resources } from '../../services/admin/resources.ts';
import { donationReviewRoutes } from './donations.ts';
import { mediaRoutes } from './media.ts';
import { resourceRoutes } from './resources.ts';
import { settingsRoutes } from './settings.ts';
import { staffRoutes } from './staff.ts';

/** The back office's API under /api/admin: staff sign-in, then donation review. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(staffRoutes);
  await app.register(donationReviewRoutes);
  // The resources of decision 15: one route factory, one definition per resource.
  for (const resource of resources) await app.register(resourceRoutes(resource));
  await app.register(settingsRoutes);
  await app.register(mediaRoutes);
};
