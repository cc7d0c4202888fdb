import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, MessageSchema, messages } from '@foundation/contract/common';
import {
  AudioCategoriesResponseSchema,
  LectureCategoryParamSchema,
  LectureResponseSchema,
  LecturesQuerySchema,
  LecturesResponseSchema,
} from '@foundation/contract/lectures';
import { categoriesWithLectures, findLecture, listLectures } from '../../services/lectures.ts';

const tags = ['lectures'];

export const lecturesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/getAudioCategoriesWithAudioLectures', { schema: { tags, response: { 200: AudioCategoriesResponseSchema } } }, async () => ({
    data: { category_list: await categoriesWithLectures(app.db) },
  }));

  app.get(
    '/getLectures/:categoryId',
    {
      schema: { tags, params: LectureCategoryParamSchema, querystring: LecturesQuerySchema, response: { 200: LecturesResponseSchema } },
    },
    async (request) => ({ data: await listLectures(app.db, request.params.categoryId, request.query) }),
  );

  app.get(
    '/getSpecificLecture/:id',
    { schema: { tags, params: IdParamSchema, response: { 200: LectureResponseSchema, 404: MessageSchema } } },
    async (request, reply) => {
      const lecture = await findLecture(app.db, request.params.id);
      if (!lecture) return reply.code(404).send({ message: messages.notFound });
      return { data: lecture };
    },
  );
};
