import { Link } from 'react-router';
import type { CourseSummary } from '@foundation/contract/courses';
import { ClockIcon, UsersIcon } from '../../../components/icons';
import { href } from '../../../lib/routes';

/** A course on the home page: image, title, hours, category and how many have enrolled. */
export function CourseCard({ course }: { course: CourseSummary }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-lg">
      <img src={course.image} alt="" width={480} height={270} loading="lazy" className="aspect-video w-full bg-brand-50 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <p className="self-start rounded-full bg-gold-300/40 px-3 py-1 text-xs font-semibold tracking-wide text-gold-700 uppercase">{course.type.title}</p>
        <h3 className="mt-3 flex-1 text-xl leading-snug text-brand-800">
          {/* The whole card is the link; the heading names it. */}
          <Link to={href('courseDetail', { id: course.id })} className="after:absolute after:inset-0 hover:text-brand-600">
            {course.title}
          </Link>
        </h3>
        <dl className="mt-5 flex items-center justify-between border-t border-brand-50 pt-4 text-sm text-muted">
          <div className="flex items-center gap-1.5">
            <dt>
              <ClockIcon title="Duration" />
            </dt>
            <dd>{course.duration_hours} hours</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <UsersIcon title="Enrolled" />
            </dt>
            <dd>{course.enrolled.toLocaleString('en-US')} enrolled</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
