import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const galleryRoutes: FastifyPluginAsyncZod = async (_app) => {};
