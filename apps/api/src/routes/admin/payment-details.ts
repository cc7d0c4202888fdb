import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PaymentDetailChangeResponseSchema,
  PaymentDetailsApprovalSchema,
  PaymentDetailsProposalSchema,
  PaymentDetailsResponseSchema,
  paymentDetailsMessages,
  type PaymentDetailChange,
} from '@foundation/contract/admin/payment-details';
import { IdParamSchema, messages } from '@foundation/contract/common';
import { ErrorBodySchema, ValidationErrorSchema } from '@foundation/contract/errors';
import { ROLES } from '@foundation/contract/staff';
import { sendError } from '../../lib/replies.ts';
import { approveChange, cancelChange, paymentDetailsView, proposeChange } from '../../services/donations/admin/payment-details.ts';
import type { Outcome } from '../../services/write.ts';
import { announcePaymentDetails, type PaymentDetailEvent } from '../../services/donations/payment-detail-mail.ts';
import { confirmStaff } from '../../services/staff/staff-confirmation.ts';
import { twoFactorGuard } from '../../services/staff/staff-totp.ts';
import { security, sendRefusal, staffActor, staffOnly, tags } from './guard.ts';
import { tooManyAttempts } from './staff-shared.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];
const refused = { 401: ErrorBodySchema, 403: ErrorBodySchema, 409: ErrorBodySchema };
/** A password or code is asked: wrong (422) or too many wrong ones (429). */
const confirming = { ...refused, 422: ValidationErrorSchema, 429: ErrorBodySchema };

/**
 * The route's answer to a decision, and (once it is committed) the e-mail to every administrator
 * and finance member. The mail never holds up the answer and a failure of it never undoes the change.
 */
async function answer(app: App, request: FastifyRequest, reply: FastifyReply, event: PaymentDetailEvent, done: Outcome<PaymentDetailChange>, status = 200) {
  if (done.status !== 'ok') return sendRefusal(reply, done);
  await announcePaymentDetails({ db: app.db, mailer: app.mailer, log: request.log, publicUrl: app.config.PUBLIC_URL }, event, done.value);
  return reply.code(status).send({ data: done.value });
}

/**
 * The caller's password or code, asked again in the request that changes where money goes: a
 * session left open or stolen is not enough. Answers whether the route may go on (else it replied).
 */
async function confirmed(app: App, request: FastifyRequest, reply: FastifyReply, confirmation: string) {
  const result = await confirmStaff(app.db, twoFactorGuard(app), staffActor(request).id, confirmation);
  if (result.status === 'paused') tooManyAttempts(reply, result.seconds);
  else if (result.status === 'wrong') sendError(reply, 422, messages.invalidData, { confirmation: [paymentDetailsMessages.confirmationWrong] });
  return result.status === 'ok';
}

/** Read by administrators and finance; proposed and approved by administrators; cancelled by either. */
const readAndCancel: FastifyPluginAsyncZod = async (app) => {
  await staffOnly(app, ROLES.money);

  app.get(
    '/payment-details',
    { schema: { tags, security, summary: 'The payment details in effect, and the change waiting', response: { 200: PaymentDetailsResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema } } },
    async () => ({ data: await paymentDetailsView(app.db) }),
  );

  app.post(
    '/payment-details/changes/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel a waiting change of the payment details',
        description: 'Any administrator or finance member, the proposer included; 409 once it has taken effect or was cancelled.',
        params: IdParamSchema,
        response: { 200: PaymentDetailChangeResponseSchema, ...refused, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => answer(app, request, reply, 'cancelled', await cancelChange(app.db, staffActor(request), request.params.id)),
  );
};

const proposeAndApprove: FastifyPluginAsyncZod = async (app) => {
  await staffOnly(app, ROLES.admin);

  app.post(
    '/payment-details/changes',
    {
      schema: {
        tags,
        security,
        summary: 'Propose a change of the payment details',
        description:
          'The bank accounts and wallets to show (each list replaced whole), confirmed with the caller\'s password or a current authenticator code. ' +
          'It waits for a second administrator; proposed by the only active administrator, it takes effect after a 24-hour hold unless cancelled. ' +
          'Every administrator and finance member is e-mailed. One change waits at a time (409).',
        body: PaymentDetailsProposalSchema,
        response: { 201: PaymentDetailChangeResponseSchema, ...confirming },
      },
    },
    async (request, reply) => {
      if (!(await confirmed(app, request, reply, request.body.confirmation))) return reply;
      const { confirmation: _confirmation, ...proposed } = request.body;
      return answer(app, request, reply, 'proposed', await proposeChange(app.db, staffActor(request), proposed), 201);
    },
  );

  app.post(
    '/payment-details/changes/:id/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Approve a waiting change of the payment details',
        description: 'A second administrator, confirming with their password or a current code; never the proposer (403). The donation form shows it at once.',
        params: IdParamSchema,
        body: PaymentDetailsApprovalSchema,
        response: { 200: PaymentDetailChangeResponseSchema, ...confirming, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      if (!(await confirmed(app, request, reply, request.body.confirmation))) return reply;
      return answer(app, request, reply, 'applied', await approveChange(app.db, staffActor(request), request.params.id));
    },
  );
};

/** Payment details under four eyes (decision 32): /api/admin/payment-details and its changes. */
export const paymentDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(readAndCancel);
  await app.register(proposeAndApprove);
};
