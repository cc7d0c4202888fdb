import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, MessageSchema } from '@foundation/contract/common';
import {
  EnrolBodySchema,
  MyCourseDetailResponseSchema,
  MyCoursesResponseSchema,
  ProgressResponseSchema,
  ViewIndexBodySchema,
} from '@foundation/contract/enrolments';
import { ErrorBodySchema, UnauthorizedSchema, ValidationErrorSchema } from '@foundation/contract/errors';
import { learnerMessages } from '@foundation/contract/learners';
import { contentLocale } from '../../lib/content-language.ts';
import { notFound, refuseField } from '../../lib/replies.ts';
import { currentLearner, requireLearner } from '../../plugins/auth.ts';
import { enrol, findMyCourse, listMyCourses, saveProgress } from '../../services/learners/enrolments.ts';

/** The learner's side of courses: every route needs a bearer token and sees only its owner's data. */
export const enrolmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireLearner);
  // Documented alike: the learners tag, the bearer token, and the 401 its guard answers.
  app.addHook('onRoute', (route) => {
    route.schema = { tags: ['learners'], security: [{ bearerAuth: [] }], ...route.schema };
    route.schema.response = { 401: UnauthorizedSchema, ...(route.schema.response as object) };
  });

  app.post(
    '/enrollCourseWithUserDetail',
    { schema: { body: EnrolBodySchema, response: { 200: MessageSchema, 422: ValidationErrorSchema } } },
    async (request, reply) => {
      const outcome = await enrol(app.db, currentLearner(request).id, request.body);
      if (outcome === 'unavailable') return refuseField(reply, 'course_id', learnerMessages.courseUnavailable);
      return { message: outcome === 'enrolled' ? learnerMessages.enrolled : learnerMessages.alreadyEnrolled };
    },
  );

  app.get('/getMyCourses', { schema: { response: { 200: MyCoursesResponseSchema } } }, async (request, reply) => ({
    data: await listMyCourses(app.db, currentLearner(request).id, contentLocale(request, reply)),
  }));

  app.get(
    '/myCourseDetail/:id',
    { schema: { params: IdParamSchema, response: { 200: MyCourseDetailResponseSchema, 404: ErrorBodySchema } } },
    async (request, reply) => (await findMyCourse(app.db, currentLearner(request).id, request.params.id, contentLocale(request, reply))) ?? notFound(reply),
  );

  app.post(
    '/updateCourseViewIndex',
    { schema: { body: ViewIndexBodySchema, response: { 200: ProgressResponseSchema, 404: ErrorBodySchema, 422: ValidationErrorSchema } } },
    async (request, reply) => {
      const { course_id, view_index } = request.body;
      const outcome = await saveProgress(app.db, currentLearner(request).id, course_id, view_index);
      if (outcome.status === 'not-enrolled') return notFound(reply);
      if (outcome.status === 'out-of-range') return refuseField(reply, 'view_index', learnerMessages.viewIndexRange(outcome.lessons));
      return { message: learnerMessages.progressSaved, view_index: outcome.viewIndex };
    },
  );
};
