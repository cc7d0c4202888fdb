import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages, toPaisa } from '@foundation/contract/common';
import {
  CARD_FIELDS,
  DonationSelectionSchema,
  ManualPaymentResponseSchema,
  StripeConfigResponseSchema,
  StripeConfirmBodySchema,
  StripePaymentBodySchema,
  StripePaymentResponseSchema,
  donationMessages as m,
  manualSubmittedMessage,
  selectionError,
} from '@foundation/contract/donations';
import { CardRefusalSchema, DonationErrorSchema, ErrorBodySchema, fieldErrors, specErrors, type FieldErrors } from '@foundation/contract/errors';
import { ManualPaymentFormSchema } from '@foundation/contract/manual-payment-form';
import { askedLocale } from '../../lib/content-language.ts';
import { notFound, sendError } from '../../lib/replies.ts';
import { confirmCardPayment, payByCard, type CardDeps } from '../../services/donations/card-payments.ts';
import { confirmationKey } from '../../services/donations/donation-confirmation-keys.ts';
import { priceSelection } from '../../services/donations/donation-orders.ts';
import { readMultipartForm, submitManualPayment } from '../../services/donations/manual-payments.ts';

const tags = ['donations'];

/** A refused request: every field's messages, the first of them as `message` and `error` for the spec's clients. */
const invalid = (reply: FastifyReply, errors: FieldErrors) => reply.code(422).send(specErrors.donationRefused(errors));

/** Card wizard step 1 (tasks or custom amount), judged on its own so its message comes first, as in the wizard. */
function step1Errors(raw: Record<string, unknown>): FieldErrors {
  const selection = DonationSelectionSchema.safeParse(raw.donatation_submit ?? {});
  const problem = selection.success ? selectionError(selection.data) : null;
  return problem ? { [`donatation_submit.${problem.field}`]: [problem.message] } : {};
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Card numbers, CVV and expiry belong to Stripe Elements alone; their presence here is refused, their values never logged. */
async function refuseCardData(request: FastifyRequest, reply: FastifyReply) {
  const body = request.body as Record<string, unknown> | null;
  const order = body?.donatation_submit as Record<string, unknown> | undefined;
  const found = CARD_FIELDS.filter((f) => present(body?.[f]) || (typeof order === 'object' && present(order?.[f])));
  if (found.length === 0) return;
  request.log.warn({ fields: found }, 'refused a card payment request carrying card data');
  return invalid(reply, Object.fromEntries(found.map((f) => [f, [m.cardDataRefused]])));
}

export const donationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.config.RECEIPT_LIMIT_BYTES;
  /** Enough for a donor who mistypes (20 by default); too few for anyone testing stolen cards through our form. */
  const paymentRateLimit = { rateLimit: { max: app.config.PAYMENT_RATE_LIMIT_PER_IP, timeWindow: '10 minutes' } };
  // Multipart only in this plugin: one receipt, the spec's few dozen short fields.
  await app.register(multipart, { limits: { fileSize: limit, files: 1, fields: 60, fieldSize: 2048, parts: 61, headerPairs: 50 } });

  app.post(
    '/manualPayment',
    {
      config: paymentRateLimit,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        documentedBody: ManualPaymentFormSchema,
        response: { 200: ManualPaymentResponseSchema, 422: DonationErrorSchema, 400: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) return sendError(reply, 415, messages.malformed);
      const form = await readMultipartForm(request, limit);
      if ('status' in form) return sendError(reply, form.status, form.message);
      const deps = { db: app.db, storage: app.storage, mailer: app.mailer, log: request.log, publicUrl: app.config.PUBLIC_URL, receiptLimitBytes: limit };
      const result = await submitManualPayment(deps, form, askedLocale(request));
      if ('errors' in result) return invalid(reply, result.errors);
      const { reference, moduleCode } = result.donation;
      return { success: true as const, message: manualSubmittedMessage(reference, moduleCode), reference, confirmation_key: confirmationKey(app.secrets, reference) };
    },
  );

  app.get('/stripe/config', { schema: { tags, response: { 200: StripeConfigResponseSchema } } }, async () => ({
    publishable_key: app.config.STRIPE_PUBLISHABLE_KEY ?? null,
    enabled: Boolean(app.config.STRIPE_SECRET_KEY && app.config.STRIPE_PUBLISHABLE_KEY),
  }));

  const { stripe } = app;
  const cardDeps = (request: FastifyRequest): CardDeps | null =>
    stripe && { db: app.db, stripe, mailer: app.mailer, log: request.log, publicUrl: app.config.PUBLIC_URL };
  const unavailable = (reply: FastifyReply) => reply.code(503).send(specErrors.cardRefused(m.cardUnavailable));

  app.post(
    '/stripePayment',
    {
      config: paymentRateLimit,
      preValidation: refuseCardData,
      schema: {
        tags,
        documentedBody: StripePaymentBodySchema,
        response: { 200: StripePaymentResponseSchema, 422: DonationErrorSchema, 502: StripePaymentResponseSchema, 503: CardRefusalSchema },
      },
    },
    async (request, reply) => {
      const deps = cardDeps(request);
      if (!deps) return unavailable(reply);
      const raw = (request.body ?? {}) as Record<string, unknown>;
      const errors = step1Errors(raw);
      const parsed = StripePaymentBodySchema.safeParse(raw);
      if (!parsed.success) Object.assign(errors, fieldErrors(parsed.error.issues));
      if (!parsed.success || Object.keys(errors).length > 0) return invalid(reply, errors);

      const { donatation_submit: order, paymentMethodId, amount } = parsed.data;
      const priced = await priceSelection(app.db, order);
      if (!priced.ok) return invalid(reply, priced.errors);
      // The browser shows the total; we charge what our own prices say, and refuse if they differ.
      if (toPaisa(amount) !== priced.order.totalPaisa) return invalid(reply, { amount: [m.amountChanged] });
      const answer = await payByCard(deps, { paymentMethodId, billing: order, order: priced.order, locale: askedLocale(request) });
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.post(
    '/stripePayment/confirm',
    {
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: { tags, body: StripeConfirmBodySchema, response: { 200: StripePaymentResponseSchema, 502: StripePaymentResponseSchema, 503: CardRefusalSchema, 404: ErrorBodySchema } },
    },
    async (request, reply) => {
      const deps = cardDeps(request);
      if (!deps) return unavailable(reply);
      const answer = await confirmCardPayment(deps, request.body.reference);
      if (!answer) return notFound(reply);
      return reply.code(answer.status).send(answer.body);
    },
  );
};
