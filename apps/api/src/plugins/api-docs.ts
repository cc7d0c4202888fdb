import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describedAnswers, usualAnswers } from './api-answers.ts';

type Transform = Parameters<typeof jsonSchemaTransform>[0];

/** The usual answers' few schemas, each turned into JSON Schema once rather than once a route. */
const converted = new Map<unknown, unknown>();
function jsonOf(input: Transform, answer: unknown) {
  if (!converted.has(answer)) {
    const out = jsonSchemaTransform({ ...input, schema: { response: { 200: answer } } } as Transform);
    converted.set(answer, (out.schema as { response: Record<string, unknown> }).response[200]);
  }
  return converted.get(answer);
}

/**
 * One route as the document tells it: the answers every route of its kind gives beside its own
 * (api-answers.ts), a body its handler reads itself, then zod's JSON Schema (2020-12, as OpenAPI
 * 3.1 has it), so that what a schema refuses and what the document allows are the same thing.
 */
function documented(input: Transform & { route: RouteOptions }) {
  const schema: FastifySchema = { ...input.schema };
  const own = (schema.response ?? {}) as Record<string, unknown>;
  if (schema.documentedBody) schema.body = schema.documentedBody;
  delete schema.documentedBody;
  const out = jsonSchemaTransform({ ...input, schema } as Transform);
  const response: Record<string, Record<string, unknown>> = { ...(out.schema as { response?: Record<string, Record<string, unknown>> }).response };
  for (const [status, answer] of Object.entries(usualAnswers(input.route))) {
    if (!(status in own)) response[status] = jsonOf(input, answer) as Record<string, unknown>;
  }
  return { ...out, schema: { ...out.schema, response: describedAnswers(response) } };
}

/**
 * The OpenAPI document at /api/docs, built from the routes' zod schemas. The back office's routes
 * are left out unless asked for: a production site need not publish a map of its staff API.
 */
export async function registerApiDocs(app: FastifyInstance, includeBackOffice: boolean) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Foundation website API', version: '1.0.0' },
      // The learner endpoints take the token of customer_login / customer_register; the back
      // office's take the token of /api/admin/login.
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' }, staffAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (input) =>
      !includeBackOffice && input.url.startsWith('/api/admin')
        ? { schema: { ...input.schema, hide: true }, url: input.url }
        : documented(input as Transform & { route: RouteOptions }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
