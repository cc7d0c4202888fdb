import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DonationFilterSchema, filterMessages } from '@foundation/contract/donation-review';
import { ValidationErrorSchema } from '@foundation/contract/errors';
import { refuseField } from '../../lib/replies.ts';
import { unknownFundFilter } from '../../services/donations/donation-filters.ts';
import { ROLES } from '@foundation/contract/staff';
import { exportFileName, exportFilters, recordExport } from '../../services/back-office/csv-export.ts';
import { donationCsv, planDonationExport } from '../../services/donations/donation-export.ts';
import { security, staffActor, staffOnly, tags } from './guard.ts';
import { fileAnswer } from '../../plugins/api-answers.ts';

/** GET /api/admin/donations/export.csv?<the list's filters>: the bookkeeper's file, streamed. */
export const donationExportRoutes: FastifyPluginAsyncZod = async (app) => {
  await staffOnly(app, ROLES.money);

  app.get(
    '/donations/export.csv',
    {
      schema: {
        tags,
        security,
        summary: 'The filtered donations as CSV',
        description:
          'The same filters as the list (status, search, method, category, campaign_id, fund, from, to), newest first, every gift in the file. ' +
          'UTF-8 with a byte order mark, amounts in rupees, times in Karachi; cells that would start a formula begin with a quote. Every export is in the audit log.',
        querystring: DonationFilterSchema,
        response: { 200: fileAnswer(['text/csv'], 'The CSV file'), 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      if (await unknownFundFilter(app.db, request.query)) return refuseField(reply, 'fund', filterMessages.fund);
      // Donors' names, e-mails and phones: every export is in the audit log, with its filters and row count.
      const plan = await planDonationExport(app.db, request.query);
      await recordExport(app.db, staffActor(request), 'donations', exportFilters(request.query), plan.rows);
      const csv = donationCsv(app.db, request.query, { lastId: plan.lastId, onError: (err) => request.log.warn({ err }, 'donations export ended early') });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName('donations')}"`)
        .send(csv);
    },
  );
};
