import { useParams } from 'wouter';
import type { Course } from '@foundation/contract/courses';
import { href } from '../lib/routes';
import { useCourse } from '../features/courses/api/get-course';
import { CourseDetail, CourseDetailSkeleton } from '../features/courses/components/course-detail/course-detail';
import { EnrollNow } from '../features/learners/components/enroll-now';
import { DetailPage } from '../components/ui/detail-page';
import { parseId } from '../lib/parse-id';
import type { PageHead } from '../lib/use-page-meta';
import { courseLd } from '../lib/structured-data';

const missing = { backTo: href('education'), backLabel: 'See all courses', text: 'It may have finished or been renamed. Every course we teach is listed on the education page.' };

const meta = (course: Course | undefined): PageHead => ({
  title: course?.title ?? 'Course',
  description: course ? `${course.title}: a free ${course.type.title} course, ${course.duration_hours} hours, taught in ${course.language}.` : undefined,
  image: course?.image,
  structuredData: course && ((url) => [courseLd(course, url)]),
});

/** /courseDetail1/{id}: the public page of one course, or a kind word if there is no such course. */
export default function CourseDetailPage() {
  const id = parseId(useParams().id);
  return (
    <DetailPage id={id} query={useCourse(id)} logAs="the course" what="course" meta={meta} skeleton={<CourseDetailSkeleton />} missing={missing}>
      {(course) => <CourseDetail course={course} action={<EnrollNow courseId={course.id} />} />}
    </DetailPage>
  );
}
