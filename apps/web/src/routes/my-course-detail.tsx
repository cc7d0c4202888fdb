import { useParams } from 'wouter';
import { PageHero } from '../components/ui/page-hero';
import { Spinner } from '../components/ui/spinner';
import { useMyCourseDetail } from '../features/courses/api/get-my-course-detail';
import { LectureList } from '../features/courses/components/lecture-list';
import { NotEnrolled } from '../features/courses/components/not-enrolled';
import { CourseTabs } from '../features/courses/components/course-detail/course-tabs';
import { CourseFacts } from '../features/courses/components/course-detail/course-facts';
import { formatCount, lessonsText } from '../features/courses/lib/counts';
import { parseId } from '../lib/parse-id';
import { langOfContent } from '../lib/locale';
import { EnrollNow } from '../features/learners/components/enroll-now';
import { usePageMeta } from '../lib/use-page-meta';
import { shellHeads } from '../app/shell-heads';
import { m } from '../paraglide/messages.js';

/** /myCourseDetail/{id}: the public course page's tabs and facts, plus the Lectures of its videos. */
export default function MyCourseDetailPage() {
  const id = parseId(useParams().id);
  const { data, isPending, isError } = useMyCourseDetail(id);
  const head = shellHeads.myCourseDetail();
  usePageMeta(data?.course.title ?? head.title, head.description, head);
  if (id === null || isError) return <NotEnrolled />;
  if (isPending) return <Spinner label={m.learn_loading_your_course()} />;
  const { course } = data;
  const lectures = { key: 'lectures', label: m.learn_lectures(), panel: <LectureList lessons={course.videos2} /> };
  return (
    <>
      <PageHero eyebrow={course.type.title} title={course.title}>
        {m.learn_learners_enrolled({ count: formatCount(course.enrolled) })} · {lessonsText(course.total_lectures)} ·{' '}
        <span lang={langOfContent(course.language)}>{course.language}</span>
      </PageHero>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <CourseTabs course={course} more={[lectures]} />
        </div>
        <aside aria-label={m.learn_facts_heading()}>
          <CourseFacts course={course} action={<EnrollNow courseId={course.id} />} />
        </aside>
      </div>
    </>
  );
}
