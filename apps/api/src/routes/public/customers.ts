import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageSchema, messages } from '@foundation/contract/common';
import {
  AuthFailureSchema,
  CustomerProfileResponseSchema,
  LoginBodySchema,
  RegisterBodySchema,
  TokenResponseSchema,
  UnauthorizedSchema,
  customerMessages,
} from '@foundation/contract/customers';
import { currentCustomer, requireCustomer } from '../../plugins/auth.ts';
import { authRateLimits } from '../../plugins/auth-rate-limit.ts';
import { customerPasswordHash, findProfile, loginCustomer, registerCustomer } from '../../services/customers.ts';
import { primePasswordCheck } from '../../services/passwords.ts';
import { customerSessionStore } from '../../services/sessions.ts';
import { enrolmentRoutes } from './enrolments.ts';

const tags = ['customers'];
const bearer = [{ bearerAuth: [] }];
/** One failure shape for the modal: a summary, the one line to show, and the field map. */
const failure = (field: string, text: string) => ({ message: messages.invalidData, error: text, errors: { [field]: [text] } });

export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  primePasswordCheck();
  const registerLimits = authRateLimits(app, 'register');
  const loginLimits = authRateLimits(app, 'login', (email) => customerPasswordHash(app.db, email));

  app.post(
    '/customer_register',
    {
      config: registerLimits.config,
      preHandler: registerLimits.preHandler,
      schema: {
        tags,
        body: RegisterBodySchema,
        response: { 201: TokenResponseSchema, 422: AuthFailureSchema, 429: MessageSchema },
      },
    },
    async (request, reply) => {
      const outcome = await registerCustomer(app.db, request.body);
      if (outcome.status === 'email-taken') return reply.code(422).send(failure('email', customerMessages.emailTaken));
      if (outcome.status === 'course-unavailable') return reply.code(422).send(failure('course_id', customerMessages.courseUnavailable));
      return reply.code(201).send({ token: outcome.token, message: customerMessages.registered });
    },
  );

  app.post(
    '/customer_login',
    {
      config: loginLimits.config,
      preHandler: loginLimits.preHandler,
      schema: {
        tags,
        body: LoginBodySchema,
        response: { 200: TokenResponseSchema, 401: UnauthorizedSchema, 422: AuthFailureSchema, 429: MessageSchema },
      },
    },
    async (request, reply) => {
      const token = await loginCustomer(app.db, request.body);
      if (!token) {
        await loginLimits.failed(request);
        return reply.code(401).send({ error: customerMessages.badCredentials });
      }
      await loginLimits.succeeded(request, reply);
      return { token, message: customerMessages.loggedIn };
    },
  );

  app.post(
    '/customer_logout',
    { onRequest: requireCustomer, schema: { tags, security: bearer, response: { 200: MessageSchema, 401: UnauthorizedSchema } } },
    async (request) => {
      await customerSessionStore.revoke(app.db, currentCustomer(request).sessionId);
      return { message: customerMessages.loggedOut };
    },
  );

  app.get(
    '/customer_profile',
    {
      onRequest: requireCustomer,
      schema: { tags, security: bearer, response: { 200: CustomerProfileResponseSchema, 401: UnauthorizedSchema } },
    },
    async (request, reply) => {
      const profile = await findProfile(app.db, currentCustomer(request).id);
      if (!profile) return reply.code(401).send({ error: messages.unauthenticated });
      return { data: profile };
    },
  );

  await app.register(enrolmentRoutes);
};
