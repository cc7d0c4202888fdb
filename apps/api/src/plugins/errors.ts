import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@foundation/contract/common';
import type { FieldErrors } from '@foundation/contract/errors';
import { STORAGE_RETRY_AFTER_SECONDS, StorageUnavailableError } from '../adapters/storage/unavailable.ts';
import { notFound, sendError } from '../lib/replies.ts';

/**
 * One place decides what a failure looks like to a client, always `{ message, errors? }`: 422 with
 * every bad field, 404 for an id that cannot exist, 400/413/415 for bodies we cannot read, 503 with
 * Retry-After while the file storage is out, and a 500 that reveals nothing.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path names nothing that exists.
      if (error.validationContext === 'params') return notFound(reply);
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const key = (issue.instancePath ?? '').slice(1).replaceAll('/', '.') || '_';
        (errors[key] ??= []).push(issue.message ?? messages.invalidData);
      }
      return sendError(reply, 422, messages.invalidData, errors);
    }
    if (error instanceof StorageUnavailableError) {
      // An outage, not a fault of ours to hide: the client is told to come back, and told that a
      // form it sent left nothing behind (services store the file before the row that names it).
      request.log.error({ err: error.cause }, 'file storage unavailable');
      const changed = request.method !== 'GET' && request.method !== 'HEAD';
      reply.header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, changed ? messages.storageUnavailableNothingSaved : messages.storageUnavailable);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, messages.serverError);
    }
    if (status === 429) return sendError(reply, 429, messages.tooManyRequests);
    if (status === 413) return sendError(reply, 413, messages.payloadTooLarge);
    if (status === 404) return notFound(reply);
    if (status === 401) return sendError(reply, 401, messages.unauthenticated);
    if (error.code?.startsWith('FST_ERR_CTP') || status === 400) return sendError(reply, status, messages.malformed);
    return sendError(reply, status, error.message);
  });
}
