import { z } from 'zod';

export const CourseTypeSchema = z.object({ id: z.number().int(), title: z.string() });

/** What a course card shows (education page, latest courses, my courses). */
export const CourseSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  type: CourseTypeSchema,
  enrolled: z.number().int(),
  duration_hours: z.number(),
  total_lectures: z.number().int(),
  level: z.string(),
  language: z.string(),
});
export type CourseSummary = z.infer<typeof CourseSummarySchema>;

/** A lesson as the public sees it: the curriculum without the videos. */
export const LessonPreviewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  duration: z.string(),
});

/** A lesson as an enrolled learner sees it (spec's videos2 entry). */
export const LessonSchema = LessonPreviewSchema.extend({
  video_url: z.string(),
  description: z.string(),
  youtube_details: z.object({ video: z.object({ snippet: z.object({ title: z.string() }) }) }),
});
export type Lesson = z.infer<typeof LessonSchema>;

export const CourseSchema = CourseSummarySchema.extend({
  description: z.string(),
  eligibility: z.string().nullable(),
  instructor_name_list: z.array(z.string()),
  total_course_duration: z.string(),
  class_duration: z.string(),
  certificate: z.string(),
  videos2: z.array(LessonPreviewSchema),
});
export type Course = z.infer<typeof CourseSchema>;

export const LearnerCourseSchema = CourseSchema.extend({
  videos: z.array(z.object({ video_url: z.string() })),
  videos2: z.array(LessonSchema),
});
export type LearnerCourse = z.infer<typeof LearnerCourseSchema>;

export const CoursesResponseSchema = z.object({ courses: z.array(CourseSummarySchema) });
export type CoursesResponse = z.infer<typeof CoursesResponseSchema>;
export const CourseResponseSchema = z.object({ course: CourseSchema });
export type CourseResponse = z.infer<typeof CourseResponseSchema>;

/** The home page shows this many of the newest courses. */
export const LATEST_COURSES = 6;
