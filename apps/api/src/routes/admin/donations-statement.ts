import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, ValidationErrorSchema } from '@foundation/contract/errors';
import {
  BulkVerifyBodySchema,
  BulkVerifyResponseSchema,
  StatementMatchBodySchema,
  StatementMatchResponseSchema,
  statementMessages,
} from '@foundation/contract/donation-statement';
import { ROLES } from '@foundation/contract/staff';
import { bulkVerify, verifiedSummary } from '../../services/donations/donation-bulk-verify.ts';
import { mailVerified } from '../../services/donations/donation-confirmations.ts';
import { matchStatement } from '../../services/donations/donation-statement.ts';
import { security, sendRefusal, staffActor, staffOnly, tags } from './guard.ts';

/**
 * Bulk verification: finance pastes statement lines, reads the proposed matches, and
 * verifies the ones they tick in one step. Matching changes nothing; verifying is all or nothing.
 */
export const donationStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  await staffOnly(app, ROLES.money);

  app.post(
    '/donations/statement-matches',
    {
      schema: {
        tags,
        security,
        summary: 'Propose the pending receipts a pasted statement pays for',
        description:
          'One payment a line: a transaction id, a gift reference or the payer\'s phone, then the amount (commas, tabs, "Rs", "PKR" and thousands separators are fine). ' +
          'Matches by transaction id or reference, else by phone and the exact amount, else by phone alone as a partial payment. Nothing is changed.',
        body: StatementMatchBodySchema,
        response: { 200: StatementMatchResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => ({ data: await matchStatement(app.db, request.body.text) }),
  );

  app.post(
    '/donations/bulk-verify',
    {
      schema: {
        tags,
        security,
        summary: 'Verify several receipts at once, each with the amount that arrived',
        description:
          'All or nothing, in one transaction: 409 when one of them is no longer waiting for review, 422 (`matches.<i>.amount`) when an amount is above its pledge. ' +
          'Each gift is audited and its donor e-mailed as a single verification is.',
        body: BulkVerifyBodySchema,
        response: { 200: BulkVerifyResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const done = await bulkVerify(app.db, staffActor(request), request.body.matches);
      if (done.status !== 'ok') return sendRefusal(reply, done);
      const deps = { db: app.db, storage: app.storage, mailer: app.mailer, log: request.log, publicUrl: app.config.PUBLIC_URL };
      // One after another: each makes a PDF, and a statement of 200 lines should not make 200 at once.
      for (const donation of done.value) await mailVerified(deps, donation);
      return { message: statementMessages.verified(done.value.length), data: done.value.map(verifiedSummary) };
    },
  );
};
