import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@foundation/contract/common';

/**
 * One place decides what a failure looks like to a client: 422 with every bad field, 404 for an
 * id that cannot exist, 400/413/415 for bodies we cannot read, and a 500 that reveals nothing.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path names nothing that exists.
      if (error.validationContext === 'params') return reply.code(404).send({ message: messages.notFound });
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = (issue.instancePath ?? '').slice(1).replaceAll('/', '.') || '_';
        (errors[key] ??= []).push(issue.message ?? messages.invalidData);
      }
      return reply.code(422).send({ message: messages.invalidData, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: messages.serverError });
    }
    if (status === 429) return reply.code(429).send({ message: messages.tooManyRequests });
    if (status === 413) return reply.code(413).send({ message: messages.payloadTooLarge });
    if (status === 404) return reply.code(404).send({ message: messages.notFound });
    if (status === 401) return reply.code(401).send({ error: messages.unauthenticated });
    if (error.code?.startsWith('FST_ERR_CTP') || status === 400) {
      return reply.code(status).send({ message: messages.malformed });
    }
    return reply.code(status).send({ message: error.message });
  });
}

