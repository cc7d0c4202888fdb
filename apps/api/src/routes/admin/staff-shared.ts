import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@foundation/contract/common';
import { sendError } from '../../lib/replies.ts';
import type { SignInContext } from '../../services/staff/staff-sign-in.ts';

/** Where a sign-in comes from (the audit log's address) and what the site asks of admins. */
export const signInContext = (request: FastifyRequest): SignInContext => ({ ip: request.ip, requireTwoFactor: request.server.config.ADMIN_REQUIRE_2FA });

/** Too many wrong codes: the account's pause, as sign-in says it (429 with Retry-After). */
export const tooManyAttempts = (reply: FastifyReply, seconds: number) => sendError(reply.header('retry-after', Math.max(1, seconds)), 429, messages.tooManyRequests);
