import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, MessageSchema, messages } from '@foundation/contract/common';
import { NewsEventResponseSchema, NewsEventsResponseSchema } from '@foundation/contract/news-events';
import { findNewsEvent, listNewsEvents } from '../../services/news-events.ts';

const tags = ['news-events'];

export const newsEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/getNewsEvents', { schema: { tags, response: { 200: NewsEventsResponseSchema } } }, async () => ({
    data: await listNewsEvents(app.db),
  }));

  app.get(
    '/getSpecificNewsEvent/:id',
    { schema: { tags, params: IdParamSchema, response: { 200: NewsEventResponseSchema, 404: MessageSchema } } },
    async (request, reply) => {
      const news_event = await findNewsEvent(app.db, request.params.id);
      if (!news_event) return reply.code(404).send({ message: messages.notFound });
      return { data: { news_event } };
    },
  );
};
