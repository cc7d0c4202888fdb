import { Link } from 'wouter';
import type { CourseSummary } from '@foundation/contract/courses';
import { CardImage } from '../../../components/ui/card-image';
import { href } from '../../../lib/routes';

type Props = { course: CourseSummary; viewIndex: number };

/**
 * One of the learner's courses: how far they are in it, and the way back in (View Course).
 * `viewIndex` is the lesson they are on, so it is also how many lessons they have completed; the
 * number of lessons means the course is finished (decision 8). The percentage is the share of the
 * course's lessons completed, and the card says so in words beside it.
 */
export function MyCourseCard({ course, viewIndex }: Props) {
  const total = course.total_lectures;
  const done = Math.max(0, Math.min(viewIndex, total));
  const finished = total > 0 && done === total;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const progress = total === 0 ? 'Lessons coming soon' : finished ? 'Completed' : `${done} of ${total} ${total === 1 ? 'lesson' : 'lessons'} completed`;
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition hover:shadow-md">
      <CardImage src={course.image} ratio="aspect-video" width={640} height={360} />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wider text-gold-700 uppercase">{course.type.title}</p>
        <h2 className="mt-1 text-xl leading-snug text-brand-800">{course.title}</h2>
        <p className="mt-2 text-sm text-muted">
          {course.duration_hours} hours · {total} {total === 1 ? 'lesson' : 'lessons'} · {course.level}
        </p>
        <div className="mt-4">
          <div className="flex justify-between text-xs text-muted">
            <span className={finished ? 'inline-flex gap-1 font-semibold text-brand-700' : undefined}>
              {finished && <span aria-hidden="true">✓</span>}
              <span>{progress}</span>
            </span>
            <span>{percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={`Progress in ${course.title}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={total > 0 ? `${progress}: ${percent}% of the lessons` : progress}
            className="mt-1 h-2 overflow-hidden rounded-full bg-brand-50"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
          </div>
        </div>
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
          <Link to={href('lessons', { id: course.id })} className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
            View Course
          </Link>
          <Link to={href('myCourseDetail', { id: course.id })} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            About this course
          </Link>
        </div>
      </div>
    </article>
  );
}
