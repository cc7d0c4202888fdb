import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageSchema, ValidationErrorSchema } from '@foundation/contract/common';
import { StaffLoginBodySchema, StaffLoginResponseSchema, StaffMeResponseSchema, staffMessages } from '@foundation/contract/staff';
import { currentStaff, requireStaff } from '../../plugins/auth.ts';
import { authRateLimits } from '../../plugins/auth-rate-limit.ts';
import { primePasswordCheck } from '../../services/passwords.ts';
import { staffSessionStore } from '../../services/sessions.ts';
import { findStaff, loginStaff, staffPasswordHash } from '../../services/staff.ts';

const tags = ['back office'];
const security = [{ staffAuth: [] }];

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  primePasswordCheck();
  const limits = authRateLimits(app, 'staff-login', (email) => staffPasswordHash(app.db, email));

  app.post(
    '/login',
    {
      config: limits.config,
      preHandler: limits.preHandler,
      schema: {
        tags,
        body: StaffLoginBodySchema,
        response: { 200: StaffLoginResponseSchema, 401: MessageSchema, 422: ValidationErrorSchema, 429: MessageSchema },
      },
    },
    async (request, reply) => {
      const session = await loginStaff(app.db, request.body);
      if (!session) {
        await limits.failed(request);
        return reply.code(401).send({ message: staffMessages.invalidLogin });
      }
      await limits.succeeded(request, reply);
      return session;
    },
  );

  app.post('/logout', { onRequest: requireStaff, schema: { tags, security, response: { 204: z.null(), 401: MessageSchema } } }, async (request, reply) => {
    await staffSessionStore.revoke(app.db, currentStaff(request).sessionId);
    return reply.code(204).send(null);
  });

  app.get(
    '/me',
    { onRequest: requireStaff, schema: { tags, security, response: { 200: StaffMeResponseSchema, 401: MessageSchema } } },
    async (request, reply) => {
      const member = await findStaff(app.db, currentStaff(request).id);
      if (!member) return reply.code(401).send({ message: staffMessages.signedOut });
      return { staff: member };
    },
  );
};
