import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AudioCategoriesResponseSchema,
  LectureCategoryParamSchema,
  LectureResponseSchema,
  LecturesQuerySchema,
  LecturesResponseSchema,
} from '@foundation/contract/lectures';
import { categoriesWithLectures, findLecture, listLectures } from '../../services/catalogue/lectures.ts';
import { contentLocale } from '../../lib/content-language.ts';
import { getById } from './by-id.ts';

const tags = ['lectures'];

export const lecturesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/getAudioCategoriesWithAudioLectures', { schema: { tags, response: { 200: AudioCategoriesResponseSchema } } }, async (request, reply) => ({
    data: { category_list: await categoriesWithLectures(app.db, contentLocale(request, reply)) },
  }));

  app.get(
    '/getLectures/:categoryId',
    {
      schema: { tags, params: LectureCategoryParamSchema, querystring: LecturesQuerySchema, response: { 200: LecturesResponseSchema } },
    },
    async (request, reply) => ({ data: await listLectures(app.db, request.params.categoryId, request.query, contentLocale(request, reply)) }),
  );

  getById(app, '/getSpecificLecture/:id', {
    tags,
    response: LectureResponseSchema,
    find: (id, locale) => findLecture(app.db, id, locale),
    answer: (lecture) => ({ data: lecture }),
  });
};
