import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CourseResponseSchema, CoursesResponseSchema, LATEST_COURSES } from '@foundation/contract/courses';
import { findCourse, listCourses } from '../../services/courses.ts';
import { getById } from './by-id.ts';

const tags = ['courses'];

/** The public catalogue: published courses only, and no lesson videos before enrolment. */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/getCourses', { schema: { tags, response: { 200: CoursesResponseSchema } } }, async () => ({
    courses: await listCourses(app.db),
  }));

  app.get('/getLastestCourses', { schema: { tags, response: { 200: CoursesResponseSchema } } }, async () => ({
    courses: await listCourses(app.db, LATEST_COURSES),
  }));

  getById(app, '/getSpecificCourse/:id', {
    tags,
    response: CourseResponseSchema,
    find: (id) => findCourse(app.db, id),
    answer: (course) => ({ course }),
  });
};
