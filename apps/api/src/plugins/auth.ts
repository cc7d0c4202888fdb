import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@foundation/contract/common';
import { staffMessages } from '@foundation/contract/staff';
import { customerSessionStore, staffSessionStore } from '../services/sessions.ts';

type Caller = { id: number; sessionId: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireCustomer: who is calling, and with which session (for logout). */
    customer?: Caller;
    /** Set by requireStaff: the staff member calling the back office API. */
    staffMember?: Caller;
  }
}

const bearerToken = (request: FastifyRequest) => /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];

/**
 * An onRequest hook (it runs before the body is read) that lets only a live session of one kind
 * through: a missing, malformed, forged, expired or revoked token, or another kind's, is a 401.
 */
function sessionGuard(store: typeof customerSessionStore, key: 'customer' | 'staffMember', unauthorized: object) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const session = token ? await store.find(request.server.db, token) : null;
    if (!session) return reply.code(401).header('www-authenticate', 'Bearer').send(unauthorized);
    request[key] = { id: session.ownerId, sessionId: session.id };
  };
}

const caller = (request: FastifyRequest, key: 'customer' | 'staffMember') => {
  const found = request[key];
  if (!found) throw new Error(`the ${key} guard did not run for this route`);
  return found;
};

/** Learner endpoints: the web app answers the 401 { error } by clearing the token and offering the login. */
export const requireCustomer = sessionGuard(customerSessionStore, 'customer', { error: messages.unauthenticated });
export const currentCustomer = (request: FastifyRequest) => caller(request, 'customer');

/** The back office's endpoints under /api/admin: a learner's token is unknown here. */
export const requireStaff = sessionGuard(staffSessionStore, 'staffMember', { message: staffMessages.signedOut });
export const currentStaff = (request: FastifyRequest) => caller(request, 'staffMember');
