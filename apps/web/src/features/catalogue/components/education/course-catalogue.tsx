import { emptyStates } from '@foundation/contract/messages';
import { EmptyState } from '../../../../components/ui/empty-state';
import { SectionHeading } from '../../../../components/ui/section-heading';
import { useCourses } from '../../../courses/api/get-courses';
import { CourseCard } from '../../../courses/components/course-card';
import { useLogError } from '../../hooks/use-log-error';
import { CardSkeletons } from '../skeletons';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Every course the foundation teaches; a failed load is logged and the section stays quiet. */
export function CourseCatalogue() {
  const { data: courses, isPending, error } = useCourses();
  useLogError(error, 'courses');
  return (
    <section id="courses" aria-labelledby="courses-heading" className="mx-auto max-w-7xl scroll-mt-28 px-4 py-20">
      <SectionHeading id="courses-heading" eyebrow="Free for every learner" title="All courses" center>
        <p>Choose a course, learn at your own pace, and earn a certificate when you finish.</p>
      </SectionHeading>
      {isPending ? (
        <CardSkeletons className={grid} />
      ) : courses?.length ? (
        <div className={grid}>
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </div>
      ) : (
        !error && <EmptyState text={emptyStates.noRecord} />
      )}
    </section>
  );
}
