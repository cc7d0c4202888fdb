import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const newsEventsRoutes: FastifyPluginAsyncZod = async (_app) => {};
