import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReportSummaryQuerySchema, ReportSummaryResponseSchema } from '@foundation/contract/admin/reports';
import { ErrorBodySchema, ValidationErrorSchema } from '@foundation/contract/errors';
import { ROLES } from '@foundation/contract/staff';
import { reportSummary } from '../../services/reports/reports.ts';
import { FundReportResponseSchema } from '@foundation/contract/funds';
import { fundReport } from '../../services/funds/fund-report.ts';
import { security, staffOnly, tags } from './guard.ts';

/** The money dashboard: finance's first screen. Read live each time; nothing is cached. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  await staffOnly(app, ROLES.money);

  app.get(
    '/reports/summary',
    {
      schema: {
        tags,
        security,
        summary: 'Money received today, this month, this year; by method, category and campaign; the last 12 months',
        description: 'Sums are what arrived (a partly paid gift counts its received amount) of verified receipts and charged cards, by the Karachi day each gift was given.',
        querystring: ReportSummaryQuerySchema,
        response: { 200: ReportSummaryResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => ({ data: await reportSummary(app.db, request.query.period) }),
  );

  app.get(
    '/reports/funds',
    {
      schema: {
        tags,
        security,
        summary: 'Received and verified totals per fund, per month and per Hijri year',
        description: 'Zakat kept apart in the books: each gift line by its fund; a partly paid split gift counts each line in proportion.',
        response: { 200: FundReportResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async () => ({ data: await fundReport(app.db) }),
  );
};
