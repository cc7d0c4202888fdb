import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '@foundation/contract/common';
import { ErrorBodySchema, ValidationErrorSchema } from '@foundation/contract/errors';
import { LearnerResetConfirmBodySchema, LearnerResetRequestBodySchema, TokenResponseSchema, learnerMessages } from '@foundation/contract/learners';
import { afterAnswer } from '../../lib/after-answer.ts';
import { sendError } from '../../lib/replies.ts';
import { authRateLimits } from '../../plugins/auth-rate-limit.ts';
import { confirmLearnerReset, requestLearnerReset } from '../../services/learners/learner-passwords.ts';

const tags = ['learners'];

/**
 * A forgotten password (beyond the spec's paths, named like its customer_* ones): ask for a link,
 * then set the new password from it. Throttled like sign-in.
 */
export const learnerPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = authRateLimits(app, 'learner-reset');
  const mailing = afterAnswer('a learner reset request');

  app.post(
    '/customer_password_reset',
    {
      ...limits.guard,
      ...mailing.hook,
      schema: {
        tags,
        summary: 'Ask for a password reset link',
        description:
          'Always 202 with the same sentence, and the same time: whether the address has an account is not told. An account gets a link (one hour, once) in `lang` (the page it was asked from), at most one a minute.',
        body: LearnerResetRequestBodySchema,
        response: { 202: MessageSchema, 422: ValidationErrorSchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const deps = { db: app.db, mailer: app.mailer, log: request.log, publicUrl: app.config.PUBLIC_URL };
      const { email, lang = 'en' } = request.body;
      // Looked up once the answer has gone, so its timing says nothing about the address either.
      mailing.later(request, () => requestLearnerReset(deps, email, lang));
      return reply.code(202).send({ message: learnerMessages.resetRequested });
    },
  );

  app.post(
    '/customer_password_reset/confirm',
    {
      config: { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_IP, timeWindow: app.config.AUTH_RATE_LIMIT_WINDOW_MS } },
      schema: {
        tags,
        summary: 'Set a new password from a reset link',
        description: "The spec's password rules. Ends every session of the learner and answers a new one (`token`). 410 for a link used or past its hour.",
        body: LearnerResetConfirmBodySchema,
        response: { 200: TokenResponseSchema, 410: ErrorBodySchema, 422: ValidationErrorSchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const token = await confirmLearnerReset(app.db, request.body);
      if (!token) return sendError(reply, 410, learnerMessages.resetLinkInvalid);
      return { token, message: learnerMessages.passwordChanged };
    },
  );
};
