import type { FastifyReply, FastifyRequest } from 'fastify';
import { specErrors } from '@foundation/contract/errors';
import { staffMessages } from '@foundation/contract/staff';
import { errorBody } from '../lib/replies.ts';
import { learnerSessionStore, staffSessionStore } from '../services/sessions.ts';

type Caller = { id: number; sessionId: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireLearner: who is calling, and with which session (for logout). */
    learner?: Caller;
    /** Set by requireStaff: the staff member calling the back office API. */
    staffMember?: Caller;
  }
}

const bearerToken = (request: FastifyRequest) => /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];

/**
 * An onRequest hook (it runs before the body is read) that lets only a live session of one kind
 * through: a missing, malformed, forged, expired or revoked token, or another kind's, is a 401.
 */
function sessionGuard(store: typeof learnerSessionStore, key: 'learner' | 'staffMember', unauthorized: object) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const session = token ? await store.find(request.server.db, token) : null;
    if (!session) return reply.code(401).header('www-authenticate', 'Bearer').send(unauthorized);
    request[key] = { id: session.ownerId, sessionId: session.id };
  };
}

const caller = (request: FastifyRequest, key: 'learner' | 'staffMember') => {
  const found = request[key];
  if (!found) throw new Error(`the ${key} guard did not run for this route`);
  return found;
};

/** Learner endpoints answer the spec's 401 { error }: the web app clears the token and offers the login. */
export const requireLearner = sessionGuard(learnerSessionStore, 'learner', specErrors.unauthorized());
export const currentLearner = (request: FastifyRequest) => caller(request, 'learner');

/** The back office's endpoints under /api/admin: a learner's token is unknown here. */
export const requireStaff = sessionGuard(staffSessionStore, 'staffMember', errorBody(staffMessages.signedOut));
export const currentStaff = (request: FastifyRequest) => caller(request, 'staffMember');
