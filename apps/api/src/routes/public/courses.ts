import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, MessageSchema, messages } from '@foundation/contract/common';
import { CourseResponseSchema, CoursesResponseSchema, LATEST_COURSES } from '@foundation/contract/courses';
import { findCourse, listCourses } from '../../services/courses.ts';

const tags = ['courses'];

/** The public catalogue: published courses only, and no lesson videos before enrolment. */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/getCourses', { schema: { tags, response: { 200: CoursesResponseSchema } } }, async () => ({
    courses: await listCourses(app.db),
  }));

  app.get('/getLastestCourses', { schema: { tags, response: { 200: CoursesResponseSchema } } }, async () => ({
    courses: await listCourses(app.db, LATEST_COURSES),
  }));

  app.get(
    '/getSpecificCourse/:id',
    { schema: { tags, params: IdParamSchema, response: { 200: CourseResponseSchema, 404: MessageSchema } } },
    async (request, reply) => {
      const course = await findCourse(app.db, request.params.id);
      if (!course) return reply.code(404).send({ message: messages.notFound });
      return { course };
    },
  );
};
