import type { Course } from '@foundation/contract/courses';
import { ClockIcon, PlayCircleIcon } from '../../../../components/icons';
import { langOfContent } from '../../../../lib/locale';
import { m } from '../../../../paraglide/messages.js';
import { formatCount } from '../../lib/counts';

/** The lessons in order, with their lengths; the videos open once a learner has enrolled. */
export function CourseCurriculum({ lessons }: { lessons: Course['videos2'] }) {
  if (!lessons.length) return null;
  const intro = lessons.length === 1 ? m.learn_curriculum_intro_one : m.learn_curriculum_intro_other;
  return (
    <section aria-labelledby="curriculum-heading" className="mt-10">
      <h2 id="curriculum-heading" className="text-3xl text-brand-800">
        {m.learn_curriculum()}
      </h2>
      <p className="mt-2 text-muted">{intro({ count: formatCount(lessons.length) })}</p>
      <ol className="mt-6 divide-y divide-brand-50 overflow-hidden rounded-2xl bg-white ring-1 ring-brand-100">
        {lessons.map((lesson, i) => (
          <li key={lesson.id} className="flex items-center gap-4 px-5 py-4">
            <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
              {i + 1}
            </span>
            <PlayCircleIcon className="hidden shrink-0 text-gold-600 sm:block" />
            <span className="flex-1 font-semibold text-ink" lang={langOfContent(lesson.title)}>
              {lesson.title}
            </span>
            <span className="flex shrink-0 items-center gap-1.5 text-sm text-muted">
              <ClockIcon /> <span className="sr-only">{m.learn_duration()} </span>
              <span lang={langOfContent(lesson.duration)}>{lesson.duration}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
