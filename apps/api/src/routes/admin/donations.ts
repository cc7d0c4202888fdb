import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trackingMessages } from '@foundation/contract/donation-tracking';
import { IdParamSchema, messages, rupees } from '@foundation/contract/common';
import { ErrorBodySchema, ValidationErrorSchema } from '@foundation/contract/errors';
import {
  DonationDetailResponseSchema,
  DonationFilterOptionsSchema,
  DonationListQuerySchema,
  DonationListResponseSchema,
  filterMessages,
  ReviewBodySchema,
  ReviewResponseSchema,
  reviewMessages,
} from '@foundation/contract/donation-review';
import { notFound, refuseField, sendError } from '../../lib/replies.ts';
import { unknownFundFilter } from '../../services/donations/donation-filters.ts';
import { acknowledge } from '../../services/donations/acknowledgements.ts';
import { mailVerified } from '../../services/donations/donation-confirmations.ts';
import { receiptPdfById } from '../../services/donations/donation-receipts.ts';
import { donationDetail, donationFilterOptions, listDonations, readReceipt, reviewDonation } from '../../services/donations/donation-review.ts';
import { sendReceiptPdf } from '../receipt-pdf-reply.ts';
import { staffActor, staffOnly } from './guard.ts';
import { ROLES } from '@foundation/contract/staff';
import { fileAnswer } from '../../plugins/api-answers.ts';

const tags = ['back office'];
/** What a receipt's bytes were found to be when it was uploaded (services/donations/receipts.ts). */
const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp', 'application/pdf'];
const security = [{ staffAuth: [] }];

/** Staff see every gift, read its receipt and verify or reject it. Nothing here is cached. */
export const donationReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  await staffOnly(app, ROLES.money);

  app.get(
    '/donations',
    { schema: { tags, security, querystring: DonationListQuerySchema, response: { 200: DonationListResponseSchema, 401: ErrorBodySchema, 422: ValidationErrorSchema } } },
    async (request, reply) => ((await unknownFundFilter(app.db, request.query)) ? refuseField(reply, 'fund', filterMessages.fund) : listDonations(app.db, request.query)),
  );

  app.get(
    '/donations/filter-options',
    {
      schema: {
        tags,
        security,
        summary: 'Choices of the campaign and category filters',
        response: { 200: DonationFilterOptionsSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    () => donationFilterOptions(app.db),
  );

  app.get(
    '/donations/:id',
    { schema: { tags, security, params: IdParamSchema, response: { 200: DonationDetailResponseSchema, 401: ErrorBodySchema, 404: ErrorBodySchema } } },
    async (request, reply) => {
      const data = await donationDetail(app.db, request.params.id);
      return data ? { data } : notFound(reply);
    },
  );

  app.get(
    '/donations/:id/receipt',
    { schema: { tags, security, params: IdParamSchema, response: { 200: fileAnswer(RECEIPT_TYPES, 'The receipt as the donor sent it') } } },
    async (request, reply) => {
      const receipt = await readReceipt(app.db, app.storage, request.params.id);
      if (!receipt) return notFound(reply, reviewMessages.noReceipt);
      // The bytes were checked to be an image or a PDF on upload; even so the browser is told
      // not to guess and not to run anything in it.
      return reply
        .type(receipt.type)
        .header('content-length', receipt.size)
        .header('content-disposition', `inline; filename="${receipt.name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .send(receipt.stream);
    },
  );

  app.get(
    '/donations/:id/receipt-pdf',
    {
      schema: {
        tags,
        security,
        description: 'The receipt PDF the donor gets for a verified gift (application/pdf); the same file every time.',
        params: IdParamSchema,
        response: { 200: fileAnswer(['application/pdf'], 'The receipt PDF'), 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const file = await receiptPdfById({ db: app.db, storage: app.storage }, request.params.id);
      if (file === 'not-found') return notFound(reply);
      if (!file) return sendError(reply, 409, trackingMessages.receiptNotReady);
      return sendReceiptPdf(reply, file);
    },
  );

  app.post(
    '/donations/:id/review',
    {
      schema: {
        tags,
        security,
        params: IdParamSchema,
        body: ReviewBodySchema,
        response: { 200: ReviewResponseSchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const outcome = await reviewDonation(app.db, staffActor(request), id, request.body);
      if (outcome.status === 'not-found') return notFound(reply);
      if (outcome.status === 'not-reviewable') return sendError(reply, 409, reviewMessages.notReviewable);
      if (outcome.status === 'invalid') return sendError(reply, 422, messages.invalidData, outcome.errors);
      const { donation } = outcome;
      if (donation.status === 'verified') await mailVerified({ db: app.db, storage: app.storage, mailer: app.mailer, log: request.log, publicUrl: app.config.PUBLIC_URL }, donation);
      else acknowledge({ db: app.db, mailer: app.mailer, log: request.log, publicUrl: app.config.PUBLIC_URL }, donation, 'rejected');
      const message =
        donation.status === 'rejected'
          ? reviewMessages.rejected
          : donation.receivedPaisa === null
            ? reviewMessages.verified
            : reviewMessages.partlyVerified(rupees(donation.receivedPaisa), rupees(donation.amountPaisa));
      return { message, data: (await donationDetail(app.db, id))! };
    },
  );
};
