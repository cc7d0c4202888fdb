import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const formsRoutes: FastifyPluginAsyncZod = async (_app) => {};
