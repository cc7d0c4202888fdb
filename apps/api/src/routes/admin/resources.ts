import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEnvelope, OrderBodySchema, recordEnvelope } from '@foundation/contract/admin/kit';
import { IdParamSchema, MessageSchema } from '@foundation/contract/common';
import { ValidationErrorSchema } from '@foundation/contract/errors';
import { ROLES } from '@foundation/contract/staff';
import { notFound } from '../../lib/replies.ts';
import { currentStaff } from '../../plugins/auth.ts';
import { security, sendRefusal, staffActor, staffOnly, tags } from './guard.ts';
import { resourceService, type ListParams, type ResourceDefinition } from '../../services/back-office/kit.ts';
import { forRole } from '../../services/back-office/personal-data.ts';

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
