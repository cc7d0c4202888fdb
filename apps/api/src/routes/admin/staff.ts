import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, ValidationErrorSchema } from '@foundation/contract/errors';
import {
  StaffLoginBodySchema,
  StaffLoginResponseSchema,
  StaffMeResponseSchema,
  StaffSignInSchema,
  StaffTwoFactorLoginBodySchema,
  staffMessages,
} from '@foundation/contract/staff';
import { sendError } from '../../lib/replies.ts';
import { currentStaff, requireStaff } from '../../plugins/auth.ts';
import { authRateLimits } from '../../plugins/auth-rate-limit.ts';
import { primePasswordCheck } from '../../services/passwords.ts';
import { staffSessionStore } from '../../services/sessions.ts';
import { findStaff, staffPasswordHash, staffView } from '../../services/staff.ts';
import { primePasswordList } from '../../services/staff-passwords.ts';
import { loginStaff, loginWithCode } from '../../services/staff-sign-in.ts';
import { twoFactorGuard } from '../../services/staff-totp.ts';
import { staffPreferenceRoutes } from './staff-preferences.ts';
import { staffAccountRoutes } from './staff-account.ts';
import { staffLinkRoutes } from './staff-links.ts';
import { staffMemberRoutes } from './staff-members.ts';
import { signInContext, tooManyAttempts } from './staff-shared.ts';

const tags = ['back office'];
const security = [{ staffAuth: [] }];

/**
 * Signing in and out, the member's own account, and (registered from here, so the admin index
 * keeps one line) the one-time links and staff management.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  primePasswordCheck();
  primePasswordList();
  const limits = authRateLimits(app, 'staff-login', (email) => staffPasswordHash(app.db, email));
  const guard = twoFactorGuard(app);

  app.post(
    '/login',
    {
      ...limits.guard,
      schema: {
        tags,
        summary: 'Sign in',
        description: 'A session; or, for an account with two-step sign-in, `{two_factor_required, challenge}` to send with the code to /login/two-factor.',
        body: StaffLoginBodySchema,
        response: { 200: StaffSignInSchema, 401: ErrorBodySchema, 422: ValidationErrorSchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const answer = await limits.signIn(request, reply, () => loginStaff(app.db, request.body, signInContext(request)));
      return answer ?? sendError(reply, 401, staffMessages.invalidLogin);
    },
  );

  app.post(
    '/login/two-factor',
    {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_IP, timeWindow: app.config.AUTH_RATE_LIMIT_WINDOW_MS } },
      schema: {
        tags,
        summary: 'Sign in: the code from the authenticator app',
        description: 'The challenge holds for 5 minutes; wrong codes make the account wait longer and longer (429).',
        body: StaffTwoFactorLoginBodySchema,
        response: { 200: StaffLoginResponseSchema, 401: ErrorBodySchema, 422: ValidationErrorSchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const done = await loginWithCode(app.db, guard, request.body, signInContext(request));
      switch (done.status) {
        case 'signed-in':
          return done.session;
        case 'expired':
          return sendError(reply, 401, staffMessages.challengeExpired);
        case 'paused':
          return tooManyAttempts(reply, done.seconds);
        default:
          return sendError(reply, 401, staffMessages.codeInvalid);
      }
    },
  );

  app.post('/logout', { onRequest: requireStaff, schema: { tags, security, summary: 'Sign out', response: { 204: z.null(), 401: ErrorBodySchema } } }, async (request, reply) => {
    await staffSessionStore.revoke(app.db, currentStaff(request).sessionId);
    return reply.code(204).send(null);
  });

  app.get(
    '/me',
    { onRequest: requireStaff, schema: { tags, security, summary: 'The signed-in member', response: { 200: StaffMeResponseSchema, 401: ErrorBodySchema } } },
    async (request, reply) => {
      const member = await findStaff(app.db, currentStaff(request).id);
      if (!member) return sendError(reply, 401, staffMessages.signedOut);
      return { staff: staffView(member, app.config.ADMIN_REQUIRE_2FA) };
    },
  );

  await app.register(staffLinkRoutes);
  await app.register(staffAccountRoutes, { guard });
  await app.register(staffPreferenceRoutes);
  await app.register(staffMemberRoutes);
};
