import { useRef, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { store, storageKeys } from '../../../lib/storage-keys';
import { langOfContent } from '../../../lib/locale';
import { m } from '../../../paraglide/messages.js';
import { formatCount } from '../lib/counts';
import type { MyCourseDetail } from '../api/get-my-course-detail';
import { useUpdateViewIndex } from '../api/update-view-index';
import { LessonDescription } from './lesson-description';
import { LessonVideo } from './lesson-video';
import { LessonsSidebar } from './lessons-sidebar';

/**
 * The lessons of spec point 2: it opens on the lesson the server says the learner reached, so
 * they resume on any device. Complete and Continue stores the next index (current_lesson),
 * opens that lesson and reports it; on the last lesson it reads Completed and only reports: it
 * reports the number of lessons, one past the last, which is how the server knows the course is
 * finished (decision 8). A finished course opens on its last lesson, every lesson ticked.
 */
export function LessonsView({ courseId, detail }: { courseId: number; detail: MyCourseDetail }) {
  const lessons = detail.course.videos2;
  const last = lessons.length - 1;
  const [active, setActive] = useState(() => Math.max(0, Math.min(detail.view_index, last)));
  const [reached, setReached] = useState(detail.view_index);
  const progress = useUpdateViewIndex();
  const heading = useRef<HTMLHeadingElement>(null);
  const lesson = lessons[active];
  if (!lesson) return <EmptyState text={m.learn_lessons_preparing()} />;

  const open = (index: number) => {
    setActive(index);
    store.set(storageKeys.currentLesson, String(index));
    // Take keyboard and screen-reader users to the lesson that just opened.
    requestAnimationFrame(() => heading.current?.focus());
  };

  // Finished as the server has it when the page opened; then, whether it just took the end of the course.
  const finishedBefore = detail.view_index >= lessons.length;
  const justFinished = progress.isSuccess && progress.variables.view_index >= lessons.length;

  const complete = () => {
    // On the last lesson this is lessons.length: the course is done, and no lesson opens.
    const next = active + 1;
    if (active < last) open(next);
    setReached((r) => Math.max(r, next));
    progress.mutate({ course_id: courseId, view_index: next });
  };

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_340px]">
      <article className="min-w-0">
        <LessonVideo key={lesson.id} url={lesson.video_url} title={lesson.title} />
        <p className="mt-6 text-sm font-semibold tracking-wide text-gold-700 uppercase">
          {m.learn_lesson_of({ number: formatCount(active + 1), total: formatCount(lessons.length) })} ·{' '}
          <span lang={langOfContent(lesson.duration)}>{lesson.duration}</span>
        </p>
        <h2 ref={heading} tabIndex={-1} className="mt-1 text-3xl text-brand-800 outline-none" lang={langOfContent(lesson.title)}>
          {lesson.title}
        </h2>
        <div className="mt-4">
          <LessonDescription key={lesson.id} text={lesson.description} />
        </div>
        {detail.course.eligibility && (
          <section aria-labelledby="eligibility" className="mt-8 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
            <h3 id="eligibility" className="text-xl text-brand-800">
              {m.learn_tab_eligibility()}
            </h3>
            <p className="mt-2 whitespace-pre-line text-ink/90" lang={langOfContent(detail.course.eligibility)}>
              {detail.course.eligibility}
            </p>
          </section>
        )}
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <button
            type="button"
            onClick={complete}
            disabled={progress.isPending}
            className="rounded-full bg-brand-700 px-7 py-3 font-semibold text-white shadow hover:bg-brand-800 disabled:opacity-70"
          >
            {active === last ? m.learn_completed() : m.learn_complete_continue()}
          </button>
          <p role="status" className="text-sm text-muted">
            {progress.isSuccess && (justFinished ? m.learn_course_completed_status() : m.learn_progress_saved())}
            {progress.isError && m.learn_progress_failed()}
            {progress.isIdle && finishedBefore && m.learn_finished_before()}
          </p>
        </div>
      </article>
      <aside className="lg:sticky lg:top-28 lg:self-start">
        <LessonsSidebar lessons={lessons} active={active} reached={reached} onSelect={open} />
      </aside>
    </div>
  );
}
