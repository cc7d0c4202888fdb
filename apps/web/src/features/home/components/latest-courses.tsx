import { paths } from '@foundation/contract/routes';
import { Reveal } from '../../../components/ui/reveal';
import { useLatestCourses } from '../api/get-latest-courses';
import { CourseCard } from '../../courses/components/course-card';
import { HomeSection, MoreLink } from './home-section';

/** The newest free courses; the section stays out of the way while loading, when empty or failed. */
export function LatestCourses() {
  const { data: courses } = useLatestCourses();
  if (!courses?.length) return null;
  return (
    <HomeSection
      eyebrow="Learn for free"
      title="Latest courses"
      intro="Taught by our teachers, open to everyone, with no fee at any step."
      className="bg-white"
      aside={<MoreLink to={paths.education}>View all courses</MoreLink>}
    >
      <Reveal as="ul" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {courses.slice(0, 6).map((course, i) => (
          // Three are enough on a phone; the rest wait on the education page.
          <li key={course.id} className={i >= 3 ? 'hidden sm:block' : undefined}>
            <CourseCard course={course} />
          </li>
        ))}
      </Reveal>
    </HomeSection>
  );
}
