import { Link } from 'wouter';
import { paths } from '@foundation/contract/routes';
import { ClockIcon } from '../../../components/icons';
import { m } from '../../../paraglide/messages.js';
import type { aiCourses } from '../data/ai-courses';

/** A course in preparation: what it teaches, its level and length, and a way to hear more. */
export function AiCourseCard({ course }: { course: (typeof aiCourses)[number] }) {
  const title = course.title();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm">
      <div className="relative">
        <img src={`/images/home/ai/${course.key}.svg`} alt="" width={400} height={240} loading="lazy" className="aspect-[5/3] w-full object-cover" />
        <span className="absolute top-4 start-4 rounded-full bg-gold-500 px-3 py-1 text-xs font-bold tracking-wide text-brand-900 uppercase">{m.learn_ai_coming_soon()}</span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-gold-700">{course.level()}</p>
        <h3 className="mt-1 text-xl leading-snug text-brand-800">{title}</h3>
        <p className="mt-2 flex-1 text-muted">{course.text()}</p>
        <div className="mt-5 flex items-center justify-between border-t border-brand-50 pt-4 text-sm">
          <span className="flex items-center gap-1.5 text-muted">
            <ClockIcon /> {m.learn_ai_weeks({ count: course.weeks })}
          </span>
          <Link to={paths.contact} className="font-semibold text-brand-700 hover:text-brand-900">
            {m.learn_ai_keep_posted()}
            <span className="sr-only"> {m.learn_ai_keep_posted_about({ title })}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
