import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const blogsRoutes: FastifyPluginAsyncZod = async (_app) => {};
