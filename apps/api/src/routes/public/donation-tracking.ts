import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, ValidationErrorSchema } from '@foundation/contract/errors';
import { DonationConfirmationBodySchema, TrackDonationBodySchema, TrackDonationResponseSchema, trackingMessages } from '@foundation/contract/donation-tracking';
import { contentLocale } from '../../lib/content-language.ts';
import { notFound, sendError } from '../../lib/replies.ts';
import { confirmationKeyFits } from '../../services/donations/donation-confirmation-keys.ts';
import { findDonationRecord } from '../../services/donations/donation-records.ts';
import { findTrackedDonation, toTrackedDonation } from '../../services/donations/donation-tracking.ts';
import { receiptPdfFile } from '../../services/donations/donation-receipts.ts';
import { sendReceiptPdf } from '../receipt-pdf-reply.ts';
import { fileAnswer } from '../../plugins/api-answers.ts';

const tags = ['donations'];
/**
 * A reference has 40 random bits and must come with its phone number; ten tries in ten minutes
 * from one address is plenty for a donor who mistypes and useless for guessing.
 */
const trackingRateLimit = { rateLimit: { max: 10, timeWindow: '10 minutes' } };
const refused = { 404: ErrorBodySchema, 422: ValidationErrorSchema, 429: ErrorBodySchema };
/**
 * The confirmation's own limit, counted apart from tracking's: its key cannot be guessed, and a
 * donor who just gave must see their gift even after ten lookups from a shared address.
 */
const confirmationRateLimit = { rateLimit: { max: 120, timeWindow: '10 minutes' } };

/** Track my donation: a donor follows their gift with its reference and phone number, and downloads its receipt. */
export const donationTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  // What a donor gave and to what is personal: no cache along the way may keep it.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/donations/track',
    {
      config: trackingRateLimit,
      schema: { tags, body: TrackDonationBodySchema, response: { 200: TrackDonationResponseSchema, ...refused } },
    },
    async (request, reply) => {
      const found = await findTrackedDonation(app.db, request.body.reference, request.body.phone);
      if (!found) return notFound(reply, trackingMessages.notFound);
      return { data: toTrackedDonation(found, contentLocale(request, reply)) };
    },
  );

  app.post(
    '/donations/confirmation',
    {
      config: confirmationRateLimit,
      schema: {
        tags,
        description: 'The gift just given, for its confirmation page: its reference and the confirmation_key POST manualPayment answered with (valid for a week).',
        body: DonationConfirmationBodySchema,
        response: { 200: TrackDonationResponseSchema, ...refused },
      },
    },
    async (request, reply) => {
      const { reference, key } = request.body;
      const found = confirmationKeyFits(app.secrets, key, reference) ? await findDonationRecord(app.db, { reference }) : null;
      if (!found) return notFound(reply, trackingMessages.confirmationExpired);
      return { data: toTrackedDonation(found, contentLocale(request, reply)) };
    },
  );

  app.post(
    '/donations/track/receipt-pdf',
    {
      config: trackingRateLimit,
      schema: {
        tags,
        description: 'The receipt of a verified gift as application/pdf (an attachment named receipt-<reference>.pdf).',
        body: TrackDonationBodySchema,
        response: { 200: fileAnswer(['application/pdf'], 'The receipt PDF'), ...refused, 409: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const found = await findTrackedDonation(app.db, request.body.reference, request.body.phone);
      if (!found) return notFound(reply, trackingMessages.notFound);
      const file = await receiptPdfFile({ db: app.db, storage: app.storage }, found);
      if (!file) return sendError(reply, 409, trackingMessages.receiptNotReady);
      return sendReceiptPdf(reply, file);
    },
  );
};
