import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema } from '@foundation/contract/common';
import { AuthFailureSchema, ErrorBodySchema, UnauthorizedSchema, specErrors } from '@foundation/contract/errors';
import { LearnerProfileResponseSchema, LoginBodySchema, RegisterBodySchema, TokenResponseSchema, learnerMessages } from '@foundation/contract/learners';
import { learnerPasswordRoutes } from './learner-passwords.ts';
import { currentLearner, requireLearner } from '../../plugins/auth.ts';
import { authRateLimits } from '../../plugins/auth-rate-limit.ts';
import { learnerPasswordHash, findProfile, loginLearner, registerLearner } from '../../services/learners/learners.ts';
import { primePasswordCheck } from '../../services/accounts/passwords.ts';
import { learnerSessionStore } from '../../services/accounts/sessions.ts';

const tags = ['learners'];
const bearer = [{ bearerAuth: [] }];

export const learnersRoutes: FastifyPluginAsyncZod = async (app) => {
  primePasswordCheck();
  const registerLimits = authRateLimits(app, 'register');
  const loginLimits = authRateLimits(app, 'login', (email) => learnerPasswordHash(app.db, email));

  app.post(
    '/customer_register',
    {
      ...registerLimits.guard,
      schema: {
        tags,
        body: RegisterBodySchema,
        response: { 201: TokenResponseSchema, 422: AuthFailureSchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const outcome = await registerLearner(app.db, request.body);
      if (outcome.status === 'email-taken') return reply.code(422).send(specErrors.authFailure('email', learnerMessages.emailTaken));
      if (outcome.status === 'course-unavailable') return reply.code(422).send(specErrors.authFailure('course_id', learnerMessages.courseUnavailable));
      return reply.code(201).send({ token: outcome.token, message: learnerMessages.registered });
    },
  );

  app.post(
    '/customer_login',
    {
      ...loginLimits.guard,
      schema: {
        tags,
        body: LoginBodySchema,
        response: { 200: TokenResponseSchema, 401: UnauthorizedSchema, 422: AuthFailureSchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const token = await loginLimits.signIn(request, reply, () => loginLearner(app.db, request.body));
      if (!token) return reply.code(401).send(specErrors.unauthorized(learnerMessages.badCredentials));
      return { token, message: learnerMessages.loggedIn };
    },
  );

  app.post(
    '/customer_logout',
    { onRequest: requireLearner, schema: { tags, security: bearer, response: { 200: MessageSchema, 401: UnauthorizedSchema } } },
    async (request) => {
      await learnerSessionStore.revoke(app.db, currentLearner(request).sessionId);
      return { message: learnerMessages.loggedOut };
    },
  );

  app.get(
    '/customer_profile',
    {
      onRequest: requireLearner,
      schema: { tags, security: bearer, response: { 200: LearnerProfileResponseSchema, 401: UnauthorizedSchema } },
    },
    async (request, reply) => {
      const profile = await findProfile(app.db, currentLearner(request).id);
      if (!profile) return reply.code(401).send(specErrors.unauthorized());
      return { data: profile };
    },
  );

  await app.register(learnerPasswordRoutes);
};
