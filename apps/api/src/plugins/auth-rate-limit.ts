import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@foundation/contract/common';

/**
 * Login and registration are limited twice: per client IP (the route's own rate-limit config,
 * checked before the body is read) and per e-mail (here, after validation), so one address
 * cannot be guessed at from many machines. Both answer 429 { message } with Retry-After.
 */
export function authRateLimits(app: FastifyInstance, name: string) {
  const { AUTH_RATE_LIMIT_PER_IP, AUTH_RATE_LIMIT_PER_EMAIL, AUTH_RATE_LIMIT_WINDOW_MS } = app.config;
  const perEmail = app.createRateLimit({
    max: AUTH_RATE_LIMIT_PER_EMAIL,
    timeWindow: AUTH_RATE_LIMIT_WINDOW_MS,
    keyGenerator: (request) => `${name}:${String((request.body as { email?: unknown }).email).toLowerCase()}`,
  });
  return {
    config: { rateLimit: { max: AUTH_RATE_LIMIT_PER_IP, timeWindow: AUTH_RATE_LIMIT_WINDOW_MS } },
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const limit = await perEmail(request);
      if (limit.isAllowed || !limit.isExceeded) return;
      return reply.code(429).header('retry-after', limit.ttlInSeconds).send({ message: messages.tooManyRequests });
    },
  };
}
