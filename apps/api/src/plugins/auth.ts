import type { FastifyReply, FastifyRequest } from 'fastify';
import { specErrors } from '@foundation/contract/errors';
import { errorBody } from '../lib/replies.ts';
import { staffMessages, type StaffRole } from '@foundation/contract/staff';
import { learnerSessionStore, staffSessionStore } from '../services/accounts/sessions.ts';
import { staffCaller } from '../services/staff/staff.ts';

type Caller = { id: number; sessionId: number };
/**
 * A member of staff as the guard found them: their role decides what they may do, and an admin
 * without the second factor ADMIN_REQUIRE_2FA asks for may only set it up.
 */
export type StaffCaller = Caller & { email: string; role: StaffRole; secondFactorMissing: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireLearner: who is calling, and with which session (for logout). */
    learner?: Caller;
    /** Set by requireStaff: the staff member calling the back office API. */
    staffMember?: StaffCaller;
  }
}

const bearerToken = (request: FastifyRequest) => /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];

/** The live session a request's bearer token names: null when missing, malformed, forged, expired or revoked. */
async function sessionOf(request: FastifyRequest, store: typeof learnerSessionStore) {
  const token = bearerToken(request);
  return token ? store.find(request.server.db, token) : null;
}

const unauthorized = (reply: FastifyReply, body: object) => reply.code(401).header('www-authenticate', 'Bearer').send(body);

function caller<K extends 'learner' | 'staffMember'>(request: FastifyRequest, key: K): NonNullable<FastifyRequest[K]> {
  const found = request[key];
  if (!found) throw new Error(`the ${key} guard did not run for this route`);
  return found as NonNullable<FastifyRequest[K]>;
}

/**
 * onRequest hooks (they run before the body is read) that let only a live session of one kind
 * through: another kind's token is as unknown as a forged one. Learner endpoints answer the
 * spec's 401 { error }: the web app clears the token and offers the login.
 */
export async function requireLearner(request: FastifyRequest, reply: FastifyReply) {
  const session = await sessionOf(request, learnerSessionStore);
  if (!session) return unauthorized(reply, specErrors.unauthorized());
  request.learner = { id: session.ownerId, sessionId: session.id };
}
export const currentLearner = (request: FastifyRequest) => caller(request, 'learner');

/**
 * The back office's endpoints under /api/admin: a learner's token is unknown here, and a disabled
 * account's session is over (401) even if its token has not expired.
 */
export async function requireStaff(request: FastifyRequest, reply: FastifyReply) {
  const session = await sessionOf(request, staffSessionStore);
  const member = session && (await staffCaller(request.server.db, session.ownerId, request.server.config.ADMIN_REQUIRE_2FA));
  if (!session || !member) return unauthorized(reply, errorBody(staffMessages.signedOut));
  request.staffMember = { id: session.ownerId, sessionId: session.id, ...member };
}

/**
 * After requireStaff: only these roles go on; another gets 403 before any body is read. So does an
 * admin who must still set up their second factor, except on the routes that set it up.
 */
export const requireRole =
  (roles: readonly StaffRole[], { beforeSecondFactor = false } = {}) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.sent) return;
    const member = currentStaff(request);
    if (!roles.includes(member.role)) return reply.code(403).send(errorBody(staffMessages.forbidden));
    if (member.secondFactorMissing && !beforeSecondFactor) return reply.code(403).send(errorBody(staffMessages.twoFactorSetupRequired));
  };

export const currentStaff = (request: FastifyRequest) => caller(request, 'staffMember');
