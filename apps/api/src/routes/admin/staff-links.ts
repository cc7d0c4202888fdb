import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '@foundation/contract/common';
import { ErrorBodySchema, ValidationErrorSchema } from '@foundation/contract/errors';
import {
  AcceptInvitationBodySchema,
  PasswordResetBodySchema,
  PasswordResetConfirmBodySchema,
  SignInLinkBodySchema,
  StaffLoginResponseSchema,
  StaffSignInSchema,
  staffMessages,
} from '@foundation/contract/staff';
import { sendError } from '../../lib/replies.ts';
import { authRateLimits, type AuthRateLimits } from '../../plugins/auth-rate-limit.ts';
import type { Outcome } from '../../services/write.ts';
import { acceptInvitation, confirmPasswordReset, requestPasswordReset } from '../../services/staff/staff-access.ts';
import { signInByLink } from '../../services/staff/staff-sign-in-link.ts';
import { sendRefusal, tags } from './guard.ts';
import { signInContext } from './staff-shared.ts';

/** A link that no longer works is gone for good (410); a refused password is a 422 under `password`. */
function answer<T>(reply: FastifyReply, done: Outcome<T>) {
  if (done.status === 'ok') return done.value;
  return done.status === 'conflict' ? sendError(reply, 410, done.message) : sendRefusal(reply, done);
}

/**
 * What a member does from an e-mailed link, without a session: accept an invitation, ask for a
 * password reset and set the new password, sign in with a sign-in link. Throttled per address like
 * sign-in; `limits` are sign-in's, whose known devices a sign-in link adds to.
 */
export const staffLinkRoutes: FastifyPluginAsyncZod<{ limits: AuthRateLimits }> = async (app, { limits }) => {
  const perAddress = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_IP, timeWindow: app.config.AUTH_RATE_LIMIT_WINDOW_MS } };
  const resetLimits = authRateLimits(app, 'staff-reset');
  const linkRefused = { 410: ErrorBodySchema, 422: ValidationErrorSchema, 429: ErrorBodySchema };

  app.post(
    '/invitations/accept',
    {
      config: perAddress,
      schema: {
        tags,
        summary: 'Accept an invitation: the first password',
        description: 'Signs the new member in. 410 when the link is unknown, used or past its 48 hours.',
        body: AcceptInvitationBodySchema,
        response: { 200: StaffLoginResponseSchema, ...linkRefused },
      },
    },
    async (request, reply) => answer(reply, await acceptInvitation(app.db, request.body, signInContext(request))),
  );

  app.post(
    '/password-reset',
    {
      ...resetLimits.guard,
      schema: {
        tags,
        summary: 'Ask for a password reset link',
        description: 'Always 202 with the same sentence: whether the address has an account is not told.',
        body: PasswordResetBodySchema,
        response: { 202: MessageSchema, 422: ValidationErrorSchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const deps = { db: app.db, mailer: app.mailer, log: request.log, publicUrl: app.config.PUBLIC_URL };
      await requestPasswordReset(deps, request.body.email, request.ip);
      return reply.code(202).send({ message: staffMessages.resetRequested });
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      config: perAddress,
      schema: {
        tags,
        summary: 'Set a new password from a reset link',
        description: "Ends the account's other sessions; answers a session, or the two-step sign-in challenge. 410 for a link past its hour or used.",
        body: PasswordResetConfirmBodySchema,
        response: { 200: StaffSignInSchema, ...linkRefused },
      },
    },
    async (request, reply) => answer(reply, await confirmPasswordReset(app.db, request.body, signInContext(request))),
  );

  app.post(
    '/sign-in-link',
    {
      config: perAddress,
      schema: {
        tags,
        summary: 'Sign in with an e-mailed sign-in link',
        description:
          'The link the right password earned from a new device while strangers were guessing at the account (15 minutes, once). Answers a session, or the two-step sign-in challenge; the browser becomes a known device of the account. 410 for a link used, expired or voided.',
        body: SignInLinkBodySchema,
        response: { 200: StaffSignInSchema, ...linkRefused },
      },
    },
    async (request, reply) => {
      const done = await signInByLink(app.db, request.body.token, signInContext(request));
      if (done.status !== 'ok') return answer(reply, done);
      await limits.rememberDevice(request, reply, done.value.email);
      return done.value.answer;
    },
  );
};
