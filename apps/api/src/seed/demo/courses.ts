import { eq } from 'drizzle-orm';
import { AdminCourseCreateSchema } from '@foundation/contract/admin/courses';
import { AdminCourseTypeCreateSchema } from '@foundation/contract/admin/course-types';
import { courses } from '../../db/schema/index.ts';
import { courseResource } from '../../services/catalogue/admin/courses.ts';
import { courseTypeResource } from '../../services/catalogue/admin/course-types.ts';
import { resourceService } from '../../services/back-office/kit.ts';
import { cardImage } from '../assets/images.ts';
import { embedUrl, videoId } from '../assets/random.ts';
import { seedRecord, type SeedContext } from '../context.ts';
import { COURSE_TYPES, type CourseSeed } from './course-types.ts';
import { digitalCourses } from './course-data/digital.ts';
import { islamicStudiesCourses } from './course-data/islamic-studies.ts';
import { livelihoodCourses } from './course-data/livelihood.ts';
import { spiritualCourses } from './course-data/spiritual.ts';

export const demoCourses: CourseSeed[] = [
  ...spiritualCourses,
  ...islamicStudiesCourses,
  ...digitalCourses,
  ...livelihoodCourses,
];

const courseTypeService = resourceService(courseTypeResource);
const courseService = resourceService(courseResource);

export async function seedCourses({ tx, picture }: SeedContext) {
  const typeId = new Map<string, number>();
  for (const title of COURSE_TYPES) typeId.set(title, (await seedRecord(tx, courseTypeService, AdminCourseTypeCreateSchema, { title })).id);

  for (const c of demoCourses) {
    const course = await seedRecord(tx, courseService, AdminCourseCreateSchema, {
      title: c.title,
      image: await picture(c.title, cardImage({ title: c.title, kicker: c.type, icon: c.icon, theme: c.theme })),
      type_id: typeId.get(c.type)!,
      description: c.description,
      eligibility: c.eligibility ?? '',
      instructor_names: c.instructors,
      duration_hours: c.durationHours,
      class_duration: c.classDuration,
      level: c.level,
      language: c.language,
      certificate: c.certificate,
      published: true,
      lessons: c.lessons.map((lesson, position) => ({
        title: lesson.title,
        video_url: embedUrl(videoId(`${c.title}#${position}`)),
        duration: lesson.duration,
        description: lesson.description,
      })),
    });
    // The learners a living site would have: enrolments keep this count (services/learners/enrolments.ts)
    // and no form edits it, so the demo, which has no learners, sets it after the course is made.
    await tx.update(courses).set({ enrolled: c.enrolled }).where(eq(courses.id, course.id));
  }
}
