import { useParams } from 'wouter';
import type { Course } from '@foundation/contract/courses';
import { href } from '../lib/routes';
import { useCourse } from '../features/courses/api/get-course';
import { CourseDetail, CourseDetailSkeleton } from '../features/courses/components/course-detail/course-detail';
import { formatCount } from '../features/courses/lib/counts';
import { EnrollNow } from '../features/learners/components/enroll-now';
import { DetailPage } from '../components/ui/detail-page';
import { parseId } from '../lib/parse-id';
import type { PageHead } from '../lib/use-page-meta';
import { courseLd } from '../lib/structured-data';
import { m } from '../paraglide/messages.js';

const missing = () => ({ backTo: href('education'), backLabel: m.learn_see_all_courses(), text: m.learn_course_missing() });

const meta = (course: Course | undefined): PageHead => ({
  title: course?.title ?? m.learn_course_meta_title(),
  description: course
    ? m.learn_course_meta_description({ title: course.title, type: course.type.title, hours: formatCount(course.duration_hours), language: course.language })
    : undefined,
  image: course?.image,
  structuredData: course && ((url) => [courseLd(course, url)]),
});

/** /courseDetail1/{id}: the public page of one course, or a kind word if there is no such course. */
export default function CourseDetailPage() {
  const id = parseId(useParams().id);
  return (
    <DetailPage id={id} query={useCourse(id)} logAs="the course" what={m.learn_course_what()} meta={meta} skeleton={<CourseDetailSkeleton />} missing={missing()}>
      {(course) => <CourseDetail course={course} action={<EnrollNow courseId={course.id} />} />}
    </DetailPage>
  );
}
