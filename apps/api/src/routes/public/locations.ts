import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const locationsRoutes: FastifyPluginAsyncZod = async (_app) => {};
