import { useParams } from 'react-router';
import { href } from '../lib/routes';
import { useCourse } from '../features/courses/api/get-course';
import { CourseDetail, CourseDetailSkeleton } from '../features/catalogue/components/course-detail/course-detail';
import { NotFoundNotice } from '../features/catalogue/components/not-found-notice';
import { useLogError } from '../features/catalogue/hooks/use-log-error';
import { usePageMeta } from '../features/catalogue/hooks/use-page-meta';
import { parseId } from '../features/catalogue/lib/parse-id';

/** /courseDetail1/{id}: the public page of one course, or a kind word if there is no such course. */
export default function CourseDetailPage() {
  const id = parseId(useParams().id);
  const { data: course, isPending, error } = useCourse(id);
  useLogError(error, 'the course', { detail: true });
  usePageMeta(course?.title ?? 'Course', course ? `${course.title}: a free ${course.type.title} course, ${course.duration_hours} hours, taught in ${course.language}.` : undefined);

  if (id !== null && isPending) return <CourseDetailSkeleton />;
  if (!course) {
    return (
      <NotFoundNotice what="course" error={error} backTo={href('education')} backLabel="See all courses">
        It may have finished or been renamed. Every course we teach is listed on the education page.
      </NotFoundNotice>
    );
  }
  return <CourseDetail course={course} />;
}
