import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LocationsResponseSchema } from '@foundation/contract/locations';
import { listLocations } from '../../services/catalogue/locations.ts';

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/getLocations', { schema: { tags: ['locations'], response: { 200: LocationsResponseSchema } } }, async () => ({
    data: await listLocations(app.db),
  }));
};
