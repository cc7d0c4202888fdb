import { Link } from 'wouter';
import type { CourseSummary } from '@foundation/contract/courses';
import { ClockIcon, UsersIcon } from '../../../components/icons';
import { href } from '../../../lib/routes';
import { store, storageKeys } from '../../../lib/storage-keys';
import { CardImage } from '../../../components/ui/card-image';
import { renderWhenNear } from '../../../lib/render-when-near';
import { langOfContent } from '../../../lib/locale';
import { m } from '../../../paraglide/messages.js';
import { formatCount, hoursText } from '../lib/counts';

/**
 * A course in a grid: image, category, title, hours and how many have enrolled. The whole card
 * is one link (the title's, stretched), and following it keeps the image for the course pages.
 */
export function CourseCard({ course, eager = false }: { course: CourseSummary; eager?: boolean }) {
  const remember = () => store.set(storageKeys.courseImage(course.id), course.image);
  return (
    <article className={`group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 transition hover:-translate-y-1 hover:shadow-lg focus-within:ring-2 focus-within:ring-gold-500 ${renderWhenNear}`}>
      <CardImage src={course.image} eager={eager} />
      <div className="flex flex-1 flex-col p-5">
        <p className="mb-2 self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">
          <span className="sr-only">{m.learn_category()} </span>
          <span lang={langOfContent(course.type.title)}>{course.type.title}</span>
        </p>
        <h3 className="mb-4 text-xl leading-snug text-brand-800" lang={langOfContent(course.title)}>
          <Link to={href('courseDetail', { id: course.id })} onClick={remember} className="after:absolute after:inset-0 focus-visible:outline-none">
            {course.title}
          </Link>
        </h3>
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-brand-50 pt-4 text-sm text-muted">
          <span className="flex items-center gap-1.5">
            <ClockIcon className="text-gold-600" /> {hoursText(course.duration_hours)}
          </span>
          <span className="flex items-center gap-1.5">
            <UsersIcon className="text-gold-600" /> {m.learn_enrolled({ count: formatCount(course.enrolled) })}
          </span>
        </div>
      </div>
    </article>
  );
}
