import { useParams } from 'wouter';
import { PageHero } from '../components/ui/page-hero';
import { Spinner } from '../components/ui/spinner';
import { EmptyState } from '../components/ui/empty-state';
import { useCourseQuiz } from '../features/certificates/api/course-quiz';
import { QuizForm } from '../features/certificates/components/quiz-form';
import { parseId } from '../lib/parse-id';
import { usePageMeta } from '../lib/use-page-meta';
import { shellHeads } from '../app/shell-heads';
import { m } from '../paraglide/messages.js';

/** /courseQuiz/{id}: the course's quiz, taken after its last lesson, before its certificate. */
export default function CourseQuizPage() {
  const id = parseId(useParams().id);
  const { data, isPending } = useCourseQuiz(id);
  const head = shellHeads.courseQuiz();
  usePageMeta(head.title, head.description, head);
  return (
    <>
      <PageHero eyebrow={m.learn_my_courses()} title={m.learn_quiz_title()} />
      <section className="mx-auto max-w-3xl px-4 py-10">
        {id !== null && isPending ? <Spinner label={m.learn_quiz_loading()} /> : data ? <QuizForm quiz={data} /> : <EmptyState text={m.learn_quiz_missing()} />}
      </section>
    </>
  );
}
