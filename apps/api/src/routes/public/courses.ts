import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const coursesRoutes: FastifyPluginAsyncZod = async (_app) => {};
