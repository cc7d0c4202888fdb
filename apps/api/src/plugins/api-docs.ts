import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document at /api/docs, built from the routes' zod schemas. The back office's routes
 * are left out unless asked for: a production site need not publish a map of its staff API.
 */
export async function registerApiDocs(app: FastifyInstance, includeBackOffice: boolean) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Foundation website API', version: '1.0.0' },
      // The learner endpoints take the token of customer_login / customer_register; the back
      // office's take the token of /api/admin/login.
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' }, staffAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (route) =>
      !includeBackOffice && route.url.startsWith('/api/admin') ? { schema: { ...route.schema, hide: true }, url: route.url } : jsonSchemaTransform(route),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
