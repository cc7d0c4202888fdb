import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditEntryResponseSchema, AuditFilterOptionsResponseSchema, AuditListQuerySchema, AuditListResponseSchema } from '@foundation/contract/admin/audit';
import { IdParamSchema, MessageSchema } from '@foundation/contract/common';
import { ValidationErrorSchema } from '@foundation/contract/errors';
import { ROLES } from '@foundation/contract/staff';
import { notFound } from '../../lib/replies.ts';
import { auditFilterOptions, listAudit, readAuditEntry } from '../../services/back-office/audit-log.ts';
import { security, staffOnly, tags } from './guard.ts';

/**
 * The audit log, for admins only. Read-only: rows are written by the changes they
 * record, and no route changes or removes one.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  await staffOnly(app, ROLES.admin);
  const refused = { 401: MessageSchema, 403: MessageSchema };

  app.get(
    '/audit',
    {
      schema: {
        tags,
        security,
        summary: 'The audit log, newest first',
        description: 'Every staff write and sign-in: who, when, from where, what, and the values before and after.',
        querystring: AuditListQuerySchema,
        response: { 200: AuditListResponseSchema, 422: ValidationErrorSchema, ...refused },
      },
    },
    (request) => listAudit(app.db, request.query),
  );

  app.get(
    '/audit/filter-options',
    { schema: { tags, security, summary: "The audit log's filter choices", response: { 200: AuditFilterOptionsResponseSchema, ...refused } } },
    async () => ({ data: await auditFilterOptions(app.db) }),
  );

  app.get(
    '/audit/:id',
    { schema: { tags, security, summary: 'One audit entry', params: IdParamSchema, response: { 200: AuditEntryResponseSchema, 404: MessageSchema, ...refused } } },
    async (request, reply) => {
      const data = await readAuditEntry(app.db, request.params.id);
      return data ? { data } : notFound(reply);
    },
  );
};
