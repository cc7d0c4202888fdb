import { z } from 'zod';
import { CourseSummarySchema, LearnerCourseSchema } from './courses.ts';
import { courseId, email, id, phone, text } from './fields.ts';
import { learnerMessages } from './learner-messages.ts';

const required = learnerMessages.enrolFieldRequired;

/** enrollCourseWithUserDetail: every field required, each with its own message. */
export const EnrolBodySchema = z.object({
  course_id: courseId(required('course id')),
  name: text(required('name'), 200),
  email: email(required('email'), learnerMessages.enrolEmailInvalid),
  address: text(required('address'), 500),
  phone: phone(required('phone')),
});
export type EnrolBody = z.output<typeof EnrolBodySchema>;

/** updateCourseViewIndex: the upper bound depends on the course, so the service checks it. */
export const ViewIndexBodySchema = z.object({
  course_id: courseId(required('course id')),
  view_index: id(required('view index'), learnerMessages.viewIndexInvalid, 0),
});
export type ViewIndexBody = z.output<typeof ViewIndexBodySchema>;

/** myCourseDetail, getMyCourses and updateCourseViewIndex answers. */
export const MyCourseDetailResponseSchema = z.object({ course: LearnerCourseSchema, view_index: z.number().int() });
export type MyCourseDetailResponse = z.infer<typeof MyCourseDetailResponseSchema>;
export const MyCoursesResponseSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), view_index: z.number().int(), course: CourseSummarySchema })),
});
export type MyCoursesResponse = z.infer<typeof MyCoursesResponseSchema>;
export const ProgressResponseSchema = z.object({ message: z.string(), view_index: z.number().int() });
export type ProgressResponse = z.infer<typeof ProgressResponseSchema>;
