import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, ValidationErrorSchema } from '@foundation/contract/errors';
import { StaffLoginBodySchema, StaffLoginResponseSchema, StaffMeResponseSchema, staffMessages } from '@foundation/contract/staff';
import { sendError } from '../../lib/replies.ts';
import { currentStaff, requireStaff } from '../../plugins/auth.ts';
import { authRateLimits } from '../../plugins/auth-rate-limit.ts';
import { primePasswordCheck } from '../../services/passwords.ts';
import { staffSessionStore } from '../../services/sessions.ts';
import { findStaff, loginStaff, staffPasswordHash } from '../../services/staff.ts';

const tags = ['back office'];
const security = [{ staffAuth: [] }];

const loginSchema = {
  tags,
  body: StaffLoginBodySchema,
  response: { 200: StaffLoginResponseSchema, 401: ErrorBodySchema, 422: ValidationErrorSchema, 429: ErrorBodySchema },
};

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  primePasswordCheck();
  const limits = authRateLimits(app, 'staff-login', (email) => staffPasswordHash(app.db, email));

  app.post('/login', { ...limits.guard, schema: loginSchema }, async (request, reply) => {
    const session = await limits.signIn(request, reply, () => loginStaff(app.db, request.body));
    return session ?? sendError(reply, 401, staffMessages.invalidLogin);
  });

  app.post('/logout', { onRequest: requireStaff, schema: { tags, security, response: { 204: z.null(), 401: ErrorBodySchema } } }, async (request, reply) => {
    await staffSessionStore.revoke(app.db, currentStaff(request).sessionId);
    return reply.code(204).send(null);
  });

  app.get(
    '/me',
    { onRequest: requireStaff, schema: { tags, security, response: { 200: StaffMeResponseSchema, 401: ErrorBodySchema } } },
    async (request, reply) => {
      const member = await findStaff(app.db, currentStaff(request).id);
      if (!member) return sendError(reply, 401, staffMessages.signedOut);
      return { staff: member };
    },
  );
};
