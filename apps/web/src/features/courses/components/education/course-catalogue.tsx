import { emptyStates } from '@foundation/contract/messages';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageSection } from '../../../../components/ui/page-section';
import { useCourses } from '../../api/get-courses';
import { CourseCard } from '../course-card';
import { useLogError } from '../../../../lib/use-log-error';
import { CardSkeletons } from '../../../../components/ui/skeletons';
import { localizeMessage } from '../../../../lib/localize-message';
import { m } from '../../../../paraglide/messages.js';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Every course the foundation teaches; a failed load is logged and the section stays quiet. */
export function CourseCatalogue() {
  const { data: courses, isPending, error } = useCourses();
  useLogError(error, 'courses');
  return (
    <PageSection
      id="courses-heading"
      anchor="courses"
      eyebrow={m.learn_catalogue_eyebrow()}
      title={m.learn_all_courses()}
      intro={<p>{m.learn_catalogue_intro()}</p>}
      center
      className="scroll-mt-28"
    >
      {isPending ? (
        <CardSkeletons className={grid} />
      ) : courses?.length ? (
        <div className={grid}>
          {courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </div>
      ) : (
        !error && <EmptyState text={localizeMessage(emptyStates.noRecord)} />
      )}
    </PageSection>
  );
}
