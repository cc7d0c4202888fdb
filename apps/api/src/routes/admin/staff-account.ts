import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, ValidationErrorSchema } from '@foundation/contract/errors';
import { ROLES, StaffMeResponseSchema, TwoFactorCodeBodySchema, TwoFactorSetupSchema } from '@foundation/contract/staff';
import type { TwoFactorGuard } from '../../services/staff/staff-totp.ts';
import { confirmTwoFactor, startTwoFactorSetup, turnOffTwoFactor, type CodeOutcome } from '../../services/staff/staff-two-factor.ts';
import type { FastifyReply } from 'fastify';
import { security, sendRefusal, staffActor, staffOnly, tags } from './guard.ts';
import { tooManyAttempts } from './staff-shared.ts';

const codeRefused = { 401: ErrorBodySchema, 409: ErrorBodySchema, 422: ValidationErrorSchema, 429: ErrorBodySchema };

function answer<T>(reply: FastifyReply, done: CodeOutcome<T>) {
  if (done.status === 'ok') return { staff: done.value };
  return done.status === 'paused' ? tooManyAttempts(reply, done.seconds) : sendRefusal(reply, done);
}

/**
 * The signed-in member's own second factor. Open to every role, and to an admin who must still set
 * one up (ADMIN_REQUIRE_2FA): these are the only routes such a session can use, besides /me and /logout.
 */
export const staffAccountRoutes: FastifyPluginAsyncZod<{ guard: TwoFactorGuard }> = async (app, { guard }) => {
  await staffOnly(app, ROLES.anyStaff, { beforeSecondFactor: true });
  const requireTwoFactor = app.config.ADMIN_REQUIRE_2FA;

  app.post(
    '/me/two-factor/setup',
    {
      schema: {
        tags,
        security,
        summary: 'Start setting up two-step sign-in',
        description: 'A new secret as text and as a QR code; sign-in asks for codes only once /confirm has checked the first one.',
        response: { 200: TwoFactorSetupSchema, 401: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const done = await startTwoFactorSetup(app.db, guard.secrets, staffActor(request), app.config.PUBLIC_URL);
      return done.status === 'ok' ? done.value : sendRefusal(reply, done);
    },
  );

  app.post(
    '/me/two-factor/confirm',
    {
      schema: {
        tags,
        security,
        summary: 'Turn two-step sign-in on with the first code',
        body: TwoFactorCodeBodySchema,
        response: { 200: StaffMeResponseSchema, ...codeRefused },
      },
    },
    async (request, reply) => answer(reply, await confirmTwoFactor(app.db, guard, staffActor(request), request.body.code, requireTwoFactor)),
  );

  app.post(
    '/me/two-factor/disable',
    {
      schema: {
        tags,
        security,
        summary: 'Turn two-step sign-in off with a current code',
        description: 'Refused (409) for an admin while ADMIN_REQUIRE_2FA is on.',
        body: TwoFactorCodeBodySchema,
        response: { 200: StaffMeResponseSchema, ...codeRefused },
      },
    },
    async (request, reply) => answer(reply, await turnOffTwoFactor(app.db, guard, staffActor(request), request.body.code, requireTwoFactor)),
  );
};
