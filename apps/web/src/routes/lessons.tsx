import { useParams } from 'wouter';
import { PageHero } from '../components/ui/page-hero';
import { Spinner } from '../components/ui/spinner';
import { useMyCourseDetail } from '../features/courses/api/get-my-course-detail';
import { parseId } from '../lib/parse-id';
import { LessonsView } from '../features/courses/components/lessons-view';
import { NotEnrolled } from '../features/courses/components/not-enrolled';
import { usePageMeta } from '../lib/use-page-meta';
import { shellHeads } from '../app/shell-heads';
import { m } from '../paraglide/messages.js';

/** /lessons/{id}: the learner works through a course, resuming where they stopped. */
export default function LessonsPage() {
  const id = parseId(useParams().id);
  const { data, isPending, isError } = useMyCourseDetail(id);
  const head = shellHeads.lessons();
  usePageMeta(data?.course.title ?? head.title, head.description, head);
  if (id === null || isError) return <NotEnrolled />;
  if (isPending) return <Spinner label={m.learn_loading_lessons()} />;
  return (
    <>
      <PageHero eyebrow={m.learn_lessons()} title={data.course.title} />
      <LessonsView key={id} courseId={id} detail={data} />
    </>
  );
}
