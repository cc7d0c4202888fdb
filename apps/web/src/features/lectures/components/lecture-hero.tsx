import type { LectureDetail } from '@foundation/contract/lectures';
import { CalendarIcon } from '../../../components/icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { langOfContent } from '../../../lib/locale';
import { m } from '../../../paraglide/messages.js';
import { isoOfShownDate, shownDate } from '../../../lib/format-date';

/**
 * The detail page's hero: the lecture's thumbnail, blurred, as the background (thumbnails carry
 * their own lettering, which would fight the heading) and shown whole beside the title.
 */
export function LectureHero({ lecture }: { lecture: LectureDetail }) {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      {/* Blurred, so the smallest copy will do. */}
      <ResponsiveImage src={lecture.thumbnail} alt="" width={640} height={360} sizes="1px" eager className="absolute inset-0 size-full scale-110 object-cover opacity-40 blur-2xl" />
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-r rtl:bg-gradient-to-l from-brand-900 via-brand-900/85 to-brand-900/40" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <div>
          <p lang={langOfContent(lecture.category.title)} className="mb-3 text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">
            {lecture.category.title}
          </p>
          <h1 lang={langOfContent(lecture.title)} className="max-w-3xl text-4xl leading-tight sm:text-5xl">
            {lecture.title}
          </h1>
          <p className="mt-5 flex items-center gap-2 text-lg text-brand-100">
            <CalendarIcon className="size-5 text-gold-300" />
            {m.media_lecture_released()} <time dateTime={isoOfShownDate(lecture.release_date) ?? undefined}>{shownDate(lecture.release_date)}</time>
          </p>
        </div>
        <ResponsiveImage
          src={lecture.thumbnail}
          alt={m.media_lecture_cover_alt({ title: lecture.title })}
          width={640}
          height={360}
          // Lazy: shown from lg only, and a lazy picture that is not displayed is not fetched.
          sizes="448px"
          className="hidden aspect-video w-full rounded-2xl object-cover shadow-2xl ring-4 ring-white/10 lg:block"
        />
      </div>
    </section>
  );
}
