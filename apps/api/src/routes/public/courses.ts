import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CourseResponseSchema, CoursesResponseSchema, LATEST_COURSES } from '@foundation/contract/courses';
import { findCourse, listCourses } from '../../services/catalogue/courses.ts';
import { contentLocale } from '../../lib/content-language.ts';
import { getById } from './by-id.ts';

const tags = ['courses'];

/** The public catalogue: published courses only, and no lesson videos before enrolment. */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/getCourses', { schema: { tags, response: { 200: CoursesResponseSchema } } }, async (request, reply) => ({
    courses: await listCourses(app.db, contentLocale(request, reply)),
  }));

  app.get('/getLastestCourses', { schema: { tags, response: { 200: CoursesResponseSchema } } }, async (request, reply) => ({
    courses: await listCourses(app.db, contentLocale(request, reply), LATEST_COURSES),
  }));

  getById(app, '/getSpecificCourse/:id', {
    tags,
    response: CourseResponseSchema,
    find: (id, locale) => findCourse(app.db, id, locale),
    answer: (course) => ({ course }),
  });
};
