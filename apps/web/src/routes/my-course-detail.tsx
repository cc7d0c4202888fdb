import { Link, useParams } from 'react-router';
import { PageHero } from '../components/ui/page-hero';
import { Spinner } from '../components/ui/spinner';
import { href } from '../lib/routes';
import { useMyCourseDetail } from '../features/courses/api/get-my-course-detail';
import { courseIdFrom } from '../features/courses/lib/course-id';
import { CourseFacts } from '../features/courses/components/course-facts';
import { MyCourseTabs } from '../features/courses/components/my-course-tabs';
import { NotEnrolled } from '../features/courses/components/not-enrolled';

/** /myCourseDetail/{id}: the course page as its learner sees it, with the Lectures tab. */
export default function MyCourseDetailPage() {
  const id = courseIdFrom(useParams().id);
  const { data, isPending, isError } = useMyCourseDetail(id);
  if (id === null || isError) return <NotEnrolled />;
  if (isPending) return <Spinner label="Loading your course" />;
  const { course } = data;
  return (
    <>
      <PageHero eyebrow={course.type.title} title={course.title}>
        {course.enrolled.toLocaleString('en-US')} learners enrolled · {course.total_lectures} lessons · {course.language}
      </PageHero>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_340px]">
        <MyCourseTabs course={course} />
        <aside className="grid content-start gap-5">
          <Link to={href('lessons', { id })} className="rounded-full bg-gold-500 px-6 py-3 text-center font-semibold text-brand-900 hover:bg-gold-400">
            {data.view_index > 0 ? `Continue with lesson ${data.view_index + 1}` : 'Start learning'}
          </Link>
          <CourseFacts course={course} />
        </aside>
      </div>
    </>
  );
}
