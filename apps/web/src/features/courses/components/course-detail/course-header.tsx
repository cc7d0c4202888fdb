import { Link } from 'wouter';
import type { Course } from '@foundation/contract/courses';
import { ClockIcon, UsersIcon } from '../../../../components/icons';
import { href } from '../../../../lib/routes';
import { langOfContent } from '../../../../lib/locale';
import { m } from '../../../../paraglide/messages.js';
import { formatCount, hoursText } from '../../lib/counts';

/** The band above a course: where it sits on the site, its type, its title and its following. */
export function CourseHeader({ course }: { course: Course }) {
  return (
    <section className="bg-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <nav aria-label={m.learn_breadcrumb()} className="text-sm text-brand-100">
          <Link to={href('education')} className="hover:text-gold-300">
            {m.learn_education()}
          </Link>
          <span aria-hidden="true"> / </span>
          <Link to={`${href('education')}#courses`} className="hover:text-gold-300">
            {m.learn_all_courses()}
          </Link>
        </nav>
        <p className="mt-5 inline-block rounded-full bg-gold-500 px-3 py-1 text-xs font-bold tracking-wide text-brand-900 uppercase">
          <span className="sr-only">{m.learn_type()} </span>
          <span lang={langOfContent(course.type.title)}>{course.type.title}</span>
        </p>
        <h1 className="mt-3 max-w-4xl text-4xl leading-tight sm:text-5xl" lang={langOfContent(course.title)}>
          {course.title}
        </h1>
        <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-brand-100">
          <span className="flex items-center gap-2">
            <UsersIcon className="text-gold-300" /> {m.learn_enrolled({ count: formatCount(course.enrolled) })}
          </span>
          <span className="flex items-center gap-2">
            <ClockIcon className="text-gold-300" /> {hoursText(course.duration_hours)}
          </span>
        </p>
      </div>
    </section>
  );
}
