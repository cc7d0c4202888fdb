import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const campaignsRoutes: FastifyPluginAsyncZod = async (_app) => {};
