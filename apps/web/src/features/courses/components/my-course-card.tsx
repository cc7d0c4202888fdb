import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { CourseSummary } from '@foundation/contract/courses';
import { CardImage } from '../../../components/ui/card-image';
import { Ltr } from '../../../components/ui/ltr';
import { href } from '../../../lib/routes';
import { langOfContent } from '../../../lib/locale';
import { m } from '../../../paraglide/messages.js';
import { formatCount, hoursText, lessonsText } from '../lib/counts';

type Props = { course: CourseSummary; viewIndex: number; /** Below the progress: the course's certificate, where it offers one. */ children?: ReactNode };

/** The tick beside a finished course (decorative: the words say Completed). */
const TICK = '\u2713';

/**
 * One of the learner's courses: how far they are in it, and the way back in (View Course).
 * `viewIndex` is the lesson they are on, so it is also how many lessons they have completed; the
 * number of lessons means the course is finished (decision 8). The percentage is the share of the
 * course's lessons completed, and the card says so in words beside it. The bar fills from the
 * start of the line: from the left in English, from the right in Urdu.
 */
export function MyCourseCard({ course, viewIndex, children }: Props) {
  const total = course.total_lectures;
  const done = Math.max(0, Math.min(viewIndex, total));
  const finished = total > 0 && done === total;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const counts = { done: formatCount(done), total: formatCount(total) };
  const progress = total === 0 ? m.learn_lessons_soon() : finished ? m.learn_completed() : (total === 1 ? m.learn_progress_one : m.learn_progress_other)(counts);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition hover:shadow-md">
      <CardImage src={course.image} ratio="aspect-video" width={640} height={360} />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wider text-gold-700 uppercase" lang={langOfContent(course.type.title)}>
          {course.type.title}
        </p>
        <h2 className="mt-1 text-xl leading-snug text-brand-800" lang={langOfContent(course.title)}>
          {course.title}
        </h2>
        <p className="mt-2 text-sm text-muted">
          {hoursText(course.duration_hours)} · {lessonsText(total)} · <span lang={langOfContent(course.level)}>{course.level}</span>
        </p>
        <div className="mt-4">
          <div className="flex justify-between text-xs text-muted">
            <span className={finished ? 'inline-flex gap-1 font-semibold text-brand-700' : undefined}>
              {finished && <span aria-hidden="true">{TICK}</span>}
              <span>{progress}</span>
            </span>
            <Ltr>{percent}%</Ltr>
          </div>
          <div
            role="progressbar"
            aria-label={m.learn_progress_in({ title: course.title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={total > 0 ? m.learn_progress_valuetext({ progress, percent }) : progress}
            className="mt-1 flex h-2 overflow-hidden rounded-full bg-brand-50"
          >
            {/* A flex row runs in the reading direction, so the fill grows from the right in Urdu. */}
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
          </div>
        </div>
        {children}
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
          <Link to={href('lessons', { id: course.id })} className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
            {m.learn_view_course()}
          </Link>
          <Link to={href('myCourseDetail', { id: course.id })} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {m.learn_about_this_course()}
          </Link>
        </div>
      </div>
    </article>
  );
}
