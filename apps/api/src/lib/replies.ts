import type { FastifyReply } from 'fastify';
import { messages } from '@foundation/contract/common';
import type { ErrorBody, FieldErrors } from '@foundation/contract/errors';

/**
 * Failures answer `{ message, errors? }` (ErrorBodySchema) everywhere but where the spec fixes
 * another shape for its own endpoints; those bodies come from the contract's `specErrors`.
 */
export const errorBody = (message: string, errors?: FieldErrors): ErrorBody => (errors ? { message, errors } : { message });

export const sendError = (reply: FastifyReply, status: number, message: string, errors?: FieldErrors) =>
  reply.code(status).send(errorBody(message, errors));

export const notFound = (reply: FastifyReply, message: string = messages.notFound) => sendError(reply, 404, message);

/** A 422 naming one field, its message also the summary. */
export const refuseField = (reply: FastifyReply, field: string, message: string) => sendError(reply, 422, message, { [field]: [message] });
