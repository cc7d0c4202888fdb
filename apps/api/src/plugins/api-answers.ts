import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { ErrorBodySchema, UnauthorizedSchema, ValidationErrorSchema } from '@foundation/contract/errors';
import { requireStaff } from './auth.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A body the handler reads and judges itself (multipart, or checked in an order of its own):
     * documented as the request body, never used to validate it.
     */
    documentedBody?: z.ZodType;
  }
}

type Answers = Record<string, unknown>;

/** An answer that is a file, not JSON: its media types as the document lists them. */
export const fileAnswer = (types: readonly string[], description: string) => ({
  description,
  // unknown to the type provider, so a route may send a stream or a Buffer.
  content: Object.fromEntries(types.map((type) => [type, { schema: z.unknown().meta({ type: 'string', format: 'binary' }) }])),
});

/** 304 Not Modified, which like 204 never has content. */
export const notModified = z.unknown();
type Route = Pick<RouteOptions, 'method' | 'schema' | 'config' | 'onRequest'>;

const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** The learner endpoints' and the back office's bearer schemes (api-docs.ts). */
const schemesOf = (schema: Route['schema']) => ((schema as { security?: Record<string, unknown>[] } | undefined)?.security ?? []).flatMap((s) => Object.keys(s));

/** A route guarded by requireStaff alone, as signing out and /me are: any member, no role to refuse. */
function anyMember(route: Route) {
  const hooks = [route.onRequest ?? []].flat();
  return hooks.length === 1 && hooks[0] === requireStaff;
}

/**
 * The answers a route gives because of what it is rather than what it does, in the shapes of
 * errors.ts (contract-notes): a body it cannot read (400), one too large (413) or of another type
 * (415); a refused field (422); an id that names nothing (404, a malformed id included); no
 * session (401: `{error}` for a learner, `{message}` for staff) or the wrong role (403); too many
 * tries (429). A route's own declaration of a status always wins, so a spec endpoint keeps its
 * own 422 or 401 shape.
 */
export function usualAnswers(route: Route): Answers {
  const schema = route.schema ?? {};
  const methods = [route.method].flat();
  const answers: Answers = {};
  if (methods.some((m) => BODY_METHODS.includes(m))) Object.assign(answers, { 400: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema });
  if (schema.body || schema.querystring || schema.documentedBody) answers[422] = ValidationErrorSchema;
  if (schema.params) answers[404] = ErrorBodySchema;
  const schemes = schemesOf(schema);
  if (schemes.includes('bearerAuth')) answers[401] = UnauthorizedSchema;
  if (schemes.includes('staffAuth')) {
    answers[401] = ErrorBodySchema;
    if (!anyMember(route)) answers[403] = ErrorBodySchema;
  }
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) answers[429] = ErrorBodySchema;
  return { ...answers, ...(schema.response as Answers | undefined) };
}

const DESCRIPTIONS: Record<string, string> = {
  204: 'Done; no content',
  304: 'Not modified since the ETag given',
  400: 'The body could not be read',
  401: 'No valid session',
  403: 'The session may not do this',
  404: 'Nothing found by that name or id',
  409: 'Refused by the state of what it names',
  413: 'The body is too large',
  415: 'A body of a type this operation does not take',
  422: 'Refused fields, each with its messages',
  429: 'Too many tries; Retry-After says when to try again',
  502: 'An outside platform failed',
  503: 'Not available now',
};

/**
 * The finishing touches on one operation's generated answers: each described, 204 with no content,
 * 429 with its Retry-After header.
 */
export function describedAnswers(response: Record<string, Record<string, unknown>>) {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [status, answer] of Object.entries(response)) {
    const described = { description: DESCRIPTIONS[status] ?? (status.startsWith('2') ? 'Success' : 'Refused'), ...answer };
    if (status === '204' || status === '304') out[status] = { type: 'null', description: described.description };
    else if (status === '429') out[status] = { ...described, headers: { 'Retry-After': { type: 'integer', minimum: 1, description: 'Seconds to wait' } } };
    else out[status] = described;
  }
  return out;
}
