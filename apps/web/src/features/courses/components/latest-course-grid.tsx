import type { CourseSummary } from '@foundation/contract/courses';
import { CardGrid } from '../../../components/ui/card-grid';
import { CourseCard } from './course-card';

/** The newest free courses, six at most: three are enough on a phone, the rest wait on the education page. */
export function LatestCourseGrid({ courses }: { courses: CourseSummary[] }) {
  return (
    <CardGrid reveal items={courses.slice(0, 6)} keyOf={(course) => course.id} itemClassName={(_, i) => (i >= 3 ? 'hidden sm:block' : undefined)}>
      {(course) => <CourseCard course={course} />}
    </CardGrid>
  );
}
