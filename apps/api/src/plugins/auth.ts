import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@foundation/contract/common';
import { findSession } from '../services/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireCustomer: who is calling, and with which session (for logout). */
    customer?: { id: number; sessionId: number };
  }
}

/** The customer of a bearer-authenticated request; only valid after requireCustomer ran. */
export function currentCustomer(request: FastifyRequest) {
  if (!request.customer) throw new Error('requireCustomer did not run for this route');
  return request.customer;
}

/**
 * onRequest hook for the learner endpoints (before the body is read): a missing, malformed, forged, expired or revoked token
 * is a 401 { error }, and the web app answers it by clearing the token and offering the login.
 */
export async function requireCustomer(request: FastifyRequest, reply: FastifyReply) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  const session = match?.[1] ? await findSession(request.server.db, match[1]) : null;
  if (!session) return reply.code(401).header('www-authenticate', 'Bearer').send({ error: messages.unauthenticated });
  request.customer = { id: session.customerId, sessionId: session.id };
}
