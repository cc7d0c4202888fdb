import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, ValidationErrorSchema } from '@foundation/contract/errors';
import {
  StaffLoginBodySchema,
  StaffLoginResponseSchema,
  StaffMeResponseSchema,
  StaffSignInLinkSentSchema,
  StaffSignInSchema,
  StaffTwoFactorLoginBodySchema,
  staffMessages,
} from '@foundation/contract/staff';
import { afterAnswer } from '../../lib/after-answer.ts';
import { sendError } from '../../lib/replies.ts';
import { currentStaff, requireStaff } from '../../plugins/auth.ts';
import { authRateLimits } from '../../plugins/auth-rate-limit.ts';
import { primePasswordCheck } from '../../services/accounts/passwords.ts';
import { staffSessionStore } from '../../services/accounts/sessions.ts';
import { findStaff, staffPasswordHash, staffView } from '../../services/staff/staff.ts';
import { primePasswordList } from '../../services/staff/staff-passwords.ts';
import { checkPassword, loginStaff, loginWithCode } from '../../services/staff/staff-sign-in.ts';
import { afterPausedAttempt } from '../../services/staff/staff-sign-in-link.ts';
import { twoFactorGuard } from '../../services/staff/staff-totp.ts';
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
  const limits = authRateLimits(app, 'staff-login', (email) => staffPasswordHash(app.db, email), { passPaused: true });
  const guard = twoFactorGuard(app);
  /** What a paused attempt leads to, run once its answer has gone. */
  const paused = afterAnswer('a paused sign-in attempt');

  app.post(
    '/login',
    {
      ...limits.guard,
      ...paused.hook,
      schema: {
        tags,
        summary: 'Sign in',
        description:
          'A session; or, for an account with two-step sign-in, `{two_factor_required, challenge}` to send with the code to /login/two-factor. ' +
          'While strangers are guessing at the account, a browser that has not signed in to it before gets 202 `{sign_in_link_sent}` for a right and a wrong password alike; a right one e-mails the account a sign-in link (POST /sign-in-link).',
        body: StaffLoginBodySchema,
        response: { 200: StaffSignInSchema, 202: StaffSignInLinkSentSchema, 401: ErrorBodySchema, 422: ValidationErrorSchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      if (limits.isPaused(request)) {
        await limits.countPaused(request);
        const check = await checkPassword(app.db, request.body);
        const deps = { db: app.db, mailer: app.mailer, log: request.log, publicUrl: app.config.PUBLIC_URL };
        paused.later(request, () => afterPausedAttempt(deps, check, request.ip));
        return reply.code(202).send({ sign_in_link_sent: true, message: staffMessages.signInLinkSent });
      }
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

  await app.register(staffLinkRoutes, { limits });
  await app.register(staffAccountRoutes, { guard });
  await app.register(staffPreferenceRoutes);
  await app.register(staffMemberRoutes);
};
