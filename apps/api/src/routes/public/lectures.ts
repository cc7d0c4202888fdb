import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const lecturesRoutes: FastifyPluginAsyncZod = async (_app) => {};
