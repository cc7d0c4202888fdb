import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { trackingMessages } from '@foundation/contract/donation-tracking';
import { IdParamSchema } from '@foundation/contract/common';
import { ErrorBodySchema, ValidationErrorSchema } from '@foundation/contract/errors';
import {
  DonationDetailResponseSchema,
  DonationListQuerySchema,
  DonationListResponseSchema,
  ReviewBodySchema,
  ReviewResponseSchema,
  reviewMessages,
} from '@foundation/contract/donation-review';
import { notFound, sendError } from '../../lib/replies.ts';
import { currentStaff } from '../../plugins/auth.ts';
import { acknowledge } from '../../services/acknowledgements.ts';
import { receiptPdfById, type ReceiptPdfFile } from '../../services/donation-receipts.ts';
import { donationDetail, listDonations, readReceipt, reviewDonation } from '../../services/donation-review.ts';
import { sendReceiptPdf } from '../receipt-pdf-reply.ts';
import { staffOnly } from './resources.ts';
import { ROLES } from '@foundation/contract/staff';

const tags = ['back office'];
const security = [{ staffAuth: [] }];

const pdfAttachment = (file: ReceiptPdfFile) => ({ filename: file.name, content: file.bytes, contentType: 'application/pdf' });

/** Staff see every gift, read its receipt and verify or reject it. Nothing here is cached. */
export const donationReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  await staffOnly(app, ROLES.money);

  /**
   * Made as the gift is verified, so the donor's mail carries it. The decision is already saved:
   * if the PDF cannot be made now, the mail goes without it and the first download makes it.
   */
  async function issueReceiptPdf(log: FastifyBaseLogger, id: number) {
    try {
      const file = await receiptPdfById({ db: app.db, storage: app.storage }, id);
      return file === 'not-found' ? null : file;
    } catch (error) {
      log.error({ err: error, donationId: id }, 'receipt PDF not made');
      return null;
    }
  }
  app.get(
    '/donations',
    { schema: { tags, security, querystring: DonationListQuerySchema, response: { 200: DonationListResponseSchema, 401: ErrorBodySchema } } },
    (request) => listDonations(app.db, request.query),
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
    { schema: { tags, security, params: IdParamSchema } },
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
        response: { 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
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
      const outcome = await reviewDonation(app.db, id, currentStaff(request).id, request.body);
      if (outcome.status === 'not-found') return notFound(reply);
      if (outcome.status === 'not-reviewable') return sendError(reply, 409, reviewMessages.notReviewable);
      const receipt = request.body.status === 'verified' ? await issueReceiptPdf(request.log, id) : null;
      acknowledge(app.mailer, request.log, outcome.donation, request.body.status, receipt ? [pdfAttachment(receipt)] : undefined);
      const message = request.body.status === 'verified' ? reviewMessages.verified : reviewMessages.rejected;
      return { message, data: (await donationDetail(app.db, id))! };
    },
  );
};
