import type { FastifyPluginAsync } from 'fastify';
import { donationReviewRoutes } from './donations.ts';
import { staffRoutes } from './staff.ts';

/** The back office's API under /api/admin: staff sign-in, then donation review. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(staffRoutes);
  await app.register(donationReviewRoutes);
};
