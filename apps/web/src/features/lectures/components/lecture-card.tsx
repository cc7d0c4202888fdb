import { Link } from 'wouter';
import type { LectureSummary } from '@foundation/contract/lectures';
import { CalendarIcon, HeadphonesIcon } from '../../../components/icons';
import { CardImage } from '../../../components/ui/card-image';
import { langOfContent } from '../../../lib/locale';
import { href } from '../../../lib/routes';
import { isoOfShownDate, shownDate } from '../../../lib/format-date';

/** A lecture in a grid: thumbnail, category, title and release date; the whole card opens it. */
export function LectureCard({ lecture, eager = false, priority = false }: { lecture: LectureSummary; eager?: boolean; priority?: boolean }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 transition hover:-translate-y-1 hover:shadow-lg">
      <div className="relative aspect-video overflow-hidden bg-brand-50">
        <CardImage src={lecture.thumbnail} eager={eager} priority={priority} ratio="aspect-video" width={640} height={360} className="transition duration-500 group-hover:scale-105" />
        <span aria-hidden="true" className="absolute end-3 bottom-3 grid size-10 place-items-center rounded-full bg-gold-500 text-brand-900 shadow">
          <HeadphonesIcon className="size-5" />
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p lang={langOfContent(lecture.category.title)} className="text-xs font-semibold tracking-[0.15em] text-gold-700 uppercase">
          {lecture.category.title}
        </p>
        <h3 lang={langOfContent(lecture.title)} className="font-display text-lg leading-snug text-brand-800">
          <Link to={href('videoDetail', {}, { id: lecture.id })} className="after:absolute after:inset-0 focus-visible:outline-none">
            {lecture.title}
          </Link>
        </h3>
        <p className="mt-auto flex items-center gap-2 pt-2 text-sm text-muted">
          <CalendarIcon className="size-4" />
          <time dateTime={isoOfShownDate(lecture.release_date) ?? undefined}>{shownDate(lecture.release_date)}</time>
        </p>
      </div>
    </article>
  );
}
