import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NewsEventResponseSchema, NewsEventsResponseSchema } from '@foundation/contract/news-events';
import { findNewsEvent, listNewsEvents } from '../../services/catalogue/news-events.ts';
import { contentLocale } from '../../lib/content-language.ts';
import { getById } from './by-id.ts';

const tags = ['news-events'];

export const newsEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/getNewsEvents', { schema: { tags, response: { 200: NewsEventsResponseSchema } } }, async (request, reply) => ({
    data: await listNewsEvents(app.db, contentLocale(request, reply)),
  }));

  getById(app, '/getSpecificNewsEvent/:id', {
    tags,
    response: NewsEventResponseSchema,
    find: (id, locale) => findNewsEvent(app.db, id, locale),
    answer: (news_event) => ({ data: { news_event } }),
  });
};
