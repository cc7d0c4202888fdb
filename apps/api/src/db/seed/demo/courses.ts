import { courseTypes, courses, lessons } from '../../schema/index.ts';
import { sanitizeHtml } from '../../../lib/html.ts';
import { cardImage } from '../assets/images.ts';
import { embedUrl, videoId } from '../assets/random.ts';
import { insertKeyed, insertTitles, slug, type SeedContext } from '../context.ts';
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

export async function seedCourses({ tx, publish }: SeedContext) {
  const typeId = await insertTitles(tx, courseTypes, COURSE_TYPES);

  const rows = await Promise.all(
    demoCourses.map(async (c) => ({
      title: c.title,
      image: await publish(`courses/${slug(c.title)}.svg`, cardImage({ title: c.title, kicker: c.type, icon: c.icon, theme: c.theme })),
      description: sanitizeHtml(c.description),
      eligibility: c.eligibility,
      typeId: typeId.get(c.type)!,
      instructorNames: c.instructors,
      durationHours: c.durationHours,
      classDuration: c.classDuration,
      level: c.level,
      language: c.language,
      certificate: c.certificate,
      enrolled: c.enrolled,
    })),
  );
  const courseId = await insertKeyed(tx, courses, rows, courses.title);

  await tx.insert(lessons).values(
    demoCourses.flatMap((c) =>
      c.lessons.map((lesson, position) => ({
        courseId: courseId.get(c.title)!,
        position,
        title: lesson.title,
        videoUrl: embedUrl(videoId(`${c.title}#${position}`)),
        duration: lesson.duration,
        description: lesson.description,
      })),
    ),
  );
}
