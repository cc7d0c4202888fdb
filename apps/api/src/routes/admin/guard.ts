import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@foundation/contract/common';
import type { StaffRole } from '@foundation/contract/staff';
import { notFound, sendError } from '../../lib/replies.ts';
import { currentStaff, requireRole, requireStaff } from '../../plugins/auth.ts';
import type { Refusal } from '../../services/write.ts';

/** The guard of every back office route, and the answers and the actor every one of them shares. */

export const tags = ['back office'];
export const security = [{ staffAuth: [] }];

/**
 * Every back office plugin starts here and names the roles it serves (contract ROLES): no session
 * is a 401, another role a 403, both before the body is read (so is an admin who must still set up a
 * second factor, but on routes marked `beforeSecondFactor`). Staff answers are never cached by a
 * browser or a proxy.
 */
export async function staffOnly(app: Parameters<FastifyPluginAsyncZod>[0], roles: readonly StaffRole[], options?: { beforeSecondFactor?: boolean }) {
  app.addHook('onRequest', requireStaff);
  app.addHook('onRequest', requireRole(roles, options));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
}

/** 422 with the fields, 404, 403 or 409 with the reason: the kit's refusals as decision 15 words them. */
export function sendRefusal(reply: FastifyReply, refusal: Refusal) {
  if (refusal.status === 'invalid') return sendError(reply, 422, messages.invalidData, refusal.errors);
  if (refusal.status === 'not-found') return notFound(reply);
  if (refusal.status === 'forbidden') return sendError(reply, 403, refusal.message);
  return sendError(reply, 409, refusal.message);
}

/** Who writes, and from where: what staffWrite records in the audit log. */
export const staffActor = (request: FastifyRequest) => {
  const member = currentStaff(request);
  return { id: member.id, email: member.email, ip: request.ip };
};
