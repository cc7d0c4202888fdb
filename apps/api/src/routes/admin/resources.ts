import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEnvelope, OrderBodySchema, recordEnvelope } from '@foundation/contract/admin/kit';
import { IdParamSchema, MessageSchema, messages } from '@foundation/contract/common';
import { ValidationErrorSchema } from '@foundation/contract/errors';
import { notFound, sendError } from '../../lib/replies.ts';
import { ROLES, type StaffRole } from '@foundation/contract/staff';
import { currentStaff, requireRole, requireStaff } from '../../plugins/auth.ts';
import { resourceService, type ListParams, type ResourceDefinition } from '../../services/back-office/kit.ts';
import { forRole } from '../../services/back-office/personal-data.ts';
import type { Refusal } from '../../services/write.ts';

export const tags = ['back office'];
export const security = [{ staffAuth: [] }];

/**
 * Every back office plugin starts here and names the roles it serves (contract ROLES): no session
 * is a 401, another role a 403, both before the body is read (so is an admin who must still set up a
 * second factor, but on routes marked `beforeSecondFactor`). Staff answers are never cached by a
 * browser or a proxy.
 */
export async function staffOnly(app: Parameters<FastifyPluginAsyncZod>[0], roles: readonly StaffRole[], options?: { beforeSecondFactor?: boolean }) {
  app.addHook('onRequest', requireStaff);
  app.addHook('onRequest', requireRole(roles, options));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
}

/** 422 with the fields, 404, 403 or 409 with the reason: the kit's refusals as decision 15 words them. */
export function sendRefusal(reply: FastifyReply, refusal: Refusal) {
  if (refusal.status === 'invalid') return sendError(reply, 422, messages.invalidData, refusal.errors);
  if (refusal.status === 'not-found') return notFound(reply);
  if (refusal.status === 'forbidden') return sendError(reply, 403, refusal.message);
  return sendError(reply, 409, refusal.message);
}

/** Who writes, and from where: what staffWrite records in the audit log. */
export const staffActor = (request: FastifyRequest) => {
  const member = currentStaff(request);
  return { id: member.id, email: member.email, ip: request.ip };
};

/** "book categories", "blog posts": the labels are English nouns, regular but for a consonant and y. */
const plural = (noun: string) => (/[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`);

/**
 * The routes of one resource under /api/admin (decision 15):
 * GET /<r>, GET /<r>/:id, POST /<r>, PATCH /<r>/:id, DELETE /<r>/:id, and POST /<r>/order for
 * ordered ones. All need a staff session; all are documented under the 'back office' tag.
 */
export function resourceRoutes<Row, Rec, Create, Patch, Query extends ListParams, Child extends { id?: number }>(
  def: ResourceDefinition<Row, Rec, Create, Patch, Query, Child>,
): FastifyPluginAsyncZod {
  const service = resourceService(def);
  const base = `/${def.name}`;
  const one = `${base}/:id`;
  const Record = recordEnvelope(def.schemas.record);
  const refused = { 401: MessageSchema, 404: MessageSchema, 409: MessageSchema, 422: ValidationErrorSchema };

  return async (app) => {
    await staffOnly(app, def.roles ?? ROLES.content);

    app.get(
      base,
      {
        schema: {
          tags,
          security,
          summary: `List ${plural(def.label)}`,
          querystring: def.schemas.query,
          response: { 200: listEnvelope(def.schemas.row), 401: MessageSchema, 422: ValidationErrorSchema },
        },
      },
      (request) => service.list(app.db, request.query as Query, currentStaff(request).role),
    );

    app.get(
      one,
      { schema: { tags, security, summary: `One ${def.label}`, params: IdParamSchema, response: { 200: Record, 401: MessageSchema, 404: MessageSchema } } },
      async (request, reply) => {
        const data = await service.get(app.db, request.params.id, currentStaff(request).role);
        return data ? { data } : notFound(reply);
      },
    );

    const { create, patch } = def.schemas;
    if (create) {
      app.post(
        base,
        { schema: { tags, security, summary: `Create a ${def.label}`, body: create, response: { 201: Record, ...refused } } },
        async (request, reply) => {
          const done = await service.create(app.db, staffActor(request), request.body as Create);
          return done.status === 'ok' ? reply.code(201).send({ data: forRole(def.personal, done.value, currentStaff(request).role) }) : sendRefusal(reply, done);
        },
      );
    }

    if (patch) {
      app.patch(
        one,
        { schema: { tags, security, summary: `Change a ${def.label}`, params: IdParamSchema, body: patch, response: { 200: Record, ...refused } } },
        async (request, reply) => {
          const done = await service.update(app.db, staffActor(request), request.params.id, request.body as Patch);
          return done.status === 'ok' ? { data: forRole(def.personal, done.value, currentStaff(request).role) } : sendRefusal(reply, done);
        },
      );

      app.delete(
        one,
        {
          schema: {
            tags,
            security,
            summary: `Delete a ${def.label}`,
            description: 'Answers 409 with the reason when something still uses it.',
            params: IdParamSchema,
            response: { 204: z.null(), 401: MessageSchema, 404: MessageSchema, 409: MessageSchema },
          },
        },
        async (request, reply) => {
          const done = await service.remove(app.db, staffActor(request), request.params.id);
          return done.status === 'ok' ? reply.code(204).send(null) : sendRefusal(reply, done);
        },
      );
    }

    if (def.order) {
      app.post(
        `${base}/order`,
        {
          schema: {
            tags,
            security,
            summary: `Reorder the ${plural(def.label)}`,
            description: 'Every id once, in the new order.',
            body: OrderBodySchema,
            response: { 204: z.null(), 401: MessageSchema, 422: ValidationErrorSchema },
          },
        },
        async (request, reply) => {
          const done = await service.order(app.db, staffActor(request), request.body.ids);
          return done.status === 'ok' ? reply.code(204).send(null) : sendRefusal(reply, done);
        },
      );
    }
  };
}
