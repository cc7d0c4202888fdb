import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminBookOrderPatchSchema, AdminBookOrderResponseSchema } from '@foundation/contract/admin/book-orders';
import { InboxPatchSchema } from '@foundation/contract/admin/inbox';
import { recordEnvelope } from '@foundation/contract/admin/kit';
import { IdParamSchema, MessageSchema } from '@foundation/contract/common';
import { ValidationErrorSchema } from '@foundation/contract/errors';
import { ROLES } from '@foundation/contract/staff';
import { announceShipment } from '../../services/donations/book-order-mail.ts';
import { assigneeResource } from '../../services/inbox/admin/assignees.ts';
import { bookOrderResource, fulfilBookOrder } from '../../services/donations/admin/book-orders.ts';
import { contactMessageCsv, contactMessageKind, contactMessageResource } from '../../services/inbox/admin/contact-messages.ts';
import { csvStream, exportFileName, exportFilters, planExport, recordExport, type CsvExport } from '../../services/back-office/csv-export.ts';
import { enrolmentCsv, enrolmentResource } from '../../services/learners/admin/enrolments.ts';
import { deleteSubmission, handleSubmission, type SubmissionKind } from '../../services/inbox/admin/inbox.ts';
import type { AnyResource, ListParams } from '../../services/back-office/kit.ts';
import { membershipCsv, membershipKind, membershipResource } from '../../services/inbox/admin/memberships.ts';
import { currentStaff } from '../../plugins/auth.ts';
import { forRole } from '../../services/back-office/personal-data.ts';
import { security, sendRefusal, staffActor, staffOnly, tags } from './guard.ts';
import { resourceRoutes } from './resources.ts';
import { fileAnswer } from '../../plugins/api-answers.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];
const refused = { 401: MessageSchema, 403: MessageSchema, 404: MessageSchema, 409: MessageSchema, 422: ValidationErrorSchema };

/** GET /<r>/export.csv?<the list's filters>: the filtered list as a CSV download, streamed. */
function exportRoute<R extends { id: number }>(app: App, def: AnyResource, csv: CsvExport<R>) {
  app.get(
    `/${def.name}/export.csv`,
    {
      schema: {
        tags,
        security,
        summary: `Export ${def.label}s as CSV`,
        description:
          'The list with the same search, filters and sort (every page), in the list\'s order, as UTF-8 CSV with a header row. ' +
          'Personal columns the role does not see (a CNIC, a birth date, an address for an editor) are left out; every export is in the audit log with its filters and row count.',
        querystring: def.schemas.query,
        response: { 200: fileAnswer(['text/csv'], 'The CSV file') },
      },
    },
    async (request, reply) => {
      const query = request.query as ListParams;
      const plan = await planExport(app.db, def, query, currentStaff(request).role);
      await recordExport(app.db, staffActor(request), def.name, exportFilters(query), plan.rows, plan.hidden);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(def.name)}"`)
        .send(csvStream(app.db, def, plan, csv));
    },
  );
}

/** PATCH (status, assignee, note) and DELETE (spam) of one kind of submission; visitors create them. */
function handlingRoutes<Rec>(app: App, def: AnyResource, kind: SubmissionKind<Rec>) {
  const one = `/${def.name}/:id`;
  app.patch(
    one,
    {
      schema: {
        tags,
        security,
        summary: `Handle a ${def.label}`,
        description: 'Status (done stamps handled_at), assignee (an active member of staff, or null) and the internal note.',
        params: IdParamSchema,
        body: InboxPatchSchema,
        response: { 200: recordEnvelope(def.schemas.record), ...refused },
      },
    },
    async (request, reply) => {
      const done = await handleSubmission(app.db, staffActor(request), kind, request.params.id, request.body);
      return done.status === 'ok' ? { data: forRole(def.personal, done.value, currentStaff(request).role) } : sendRefusal(reply, done);
    },
  );
  app.delete(
    one,
    { schema: { tags, security, summary: `Delete a ${def.label} (spam)`, params: IdParamSchema, response: { 204: z.null(), 401: MessageSchema, 403: MessageSchema, 404: MessageSchema } } },
    async (request, reply) => {
      const done = await deleteSubmission(app.db, staffActor(request), kind, request.params.id);
      return done.status === 'ok' ? reply.code(204).send(null) : sendRefusal(reply, done);
    },
  );
}

/** What editors and admins handle: contact and join-us messages, membership applications, enrolments. */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  await staffOnly(app, ROLES.content);
  handlingRoutes(app, contactMessageResource, contactMessageKind);
  handlingRoutes(app, membershipResource, membershipKind);
  exportRoute(app, contactMessageResource, contactMessageCsv);
  exportRoute(app, membershipResource, membershipCsv);
  exportRoute(app, enrolmentResource, enrolmentCsv);
};

/** Finance fulfils paid book orders; the buyer is e-mailed when theirs ships. */
const bookOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  await staffOnly(app, ROLES.money);
  app.patch(
    '/book-orders/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Move a book order through its fulfilment',
        description: 'Only a paid order moves, and only forward: paid, printing, shipped (with a tracking note), delivered. Shipping e-mails the buyer.',
        params: IdParamSchema,
        body: AdminBookOrderPatchSchema,
        response: { 200: AdminBookOrderResponseSchema, ...refused },
      },
    },
    async (request, reply) => {
      const done = await fulfilBookOrder(app.db, staffActor(request), request.params.id, request.body);
      if (done.status !== 'ok') return sendRefusal(reply, done);
      if (done.value.shipped) announceShipment({ db: app.db, mailer: app.mailer, log: request.log, publicUrl: app.config.PUBLIC_URL }, done.value.order, done.value.locale);
      return { data: done.value.order };
    },
  );
};

/**
 * The inbox: lists and records through the resource kit (read-only there: nobody
 * creates these in the back office), and the writes staff make, each audited.
 */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const resource of [contactMessageResource, membershipResource, bookOrderResource, enrolmentResource, assigneeResource] as AnyResource[]) {
    await app.register(resourceRoutes(resource));
  }
  await app.register(contentRoutes);
  await app.register(bookOrderRoutes);
};
