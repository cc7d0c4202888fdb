import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, MessageSchema, ValidationErrorSchema, messages } from '@foundation/contract/common';
import { MyCourseDetailResponseSchema, MyCoursesResponseSchema, ProgressResponseSchema } from '@foundation/contract/courses';
import { EnrolBodySchema, UnauthorizedSchema, ViewIndexBodySchema, customerMessages } from '@foundation/contract/customers';
import { currentCustomer, requireCustomer } from '../../plugins/auth.ts';
import { enrol, findMyCourse, listMyCourses, saveProgress } from '../../services/enrolments.ts';

const tags = ['learners'];
const security = [{ bearerAuth: [] }];

/** The learner's side of courses: every route needs a bearer token and sees only its owner's data. */
export const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireCustomer);

  app.post(
    '/enrollCourseWithUserDetail',
    {
      schema: {
        tags,
        security,
        body: EnrolBodySchema,
        response: { 200: MessageSchema, 401: UnauthorizedSchema, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const outcome = await enrol(app.db, currentCustomer(request).id, request.body);
      if (outcome === 'unavailable') {
        return reply.code(422).send({ message: customerMessages.courseUnavailable, errors: { course_id: [customerMessages.courseUnavailable] } });
      }
      return { message: outcome === 'enrolled' ? customerMessages.enrolled : customerMessages.alreadyEnrolled };
    },
  );

  app.get(
    '/getMyCourses',
    { schema: { tags, security, response: { 200: MyCoursesResponseSchema, 401: UnauthorizedSchema } } },
    async (request) => ({ data: await listMyCourses(app.db, currentCustomer(request).id) }),
  );

  app.get(
    '/myCourseDetail/:id',
    {
      schema: {
        tags,
        security,
        params: IdParamSchema,
        response: { 200: MyCourseDetailResponseSchema, 401: UnauthorizedSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      const found = await findMyCourse(app.db, currentCustomer(request).id, request.params.id);
      if (!found) return reply.code(404).send({ message: messages.notFound });
      return found;
    },
  );

  app.post(
    '/updateCourseViewIndex',
    {
      schema: {
        tags,
        security,
        body: ViewIndexBodySchema,
        response: { 200: ProgressResponseSchema, 401: UnauthorizedSchema, 404: MessageSchema, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const { course_id, view_index } = request.body;
      const outcome = await saveProgress(app.db, currentCustomer(request).id, course_id, view_index);
      if (outcome.status === 'not-enrolled') return reply.code(404).send({ message: messages.notFound });
      if (outcome.status === 'out-of-range') {
        const text = customerMessages.viewIndexRange(outcome.lessons);
        return reply.code(422).send({ message: text, errors: { view_index: [text] } });
      }
      return { message: customerMessages.progressSaved, view_index: outcome.viewIndex };
    },
  );
};
