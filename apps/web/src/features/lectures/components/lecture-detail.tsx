import { useEffect } from 'react';
import { Link } from 'wouter';
import { PageHero } from '../../../components/ui/page-hero';
import { Spinner } from '../../../components/ui/spinner';
import { langOfContent } from '../../../lib/locale';
import { href } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';
import { useLecture } from '../api/get-lecture';
import { LectureHero } from './lecture-hero';
import { LectureRecordings } from './lecture-recordings';
import { RelatedLectures } from './related-lectures';

function NotFound() {
  return (
    <>
      <PageHero eyebrow={m.media_lectures_label()} title={m.media_lecture_not_found_title()} />
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p className="mb-6 text-lg text-muted">{m.media_lecture_not_found_text()}</p>
        <Link to={href('media')} className="inline-block rounded-full bg-brand-700 px-7 py-3 font-semibold text-white hover:bg-brand-800">
          {m.media_lecture_browse_all()}
        </Link>
      </div>
    </>
  );
}

/** Spec: hero with the thumbnail, an audio player per recording, title, date, description, related lectures. */
export function LectureDetail({ id }: { id: number }) {
  const lecture = useLecture(id);

  // A related lecture opens on the same route with a new id: start it from the top too.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  useEffect(() => {
    if (lecture.error) console.error('Lecture could not be loaded', lecture.error);
  }, [lecture.error]);

  if (!(id > 0) || lecture.isError) return <NotFound />;
  if (lecture.isPending) return <Spinner label={m.media_lecture_loading()} />;
  const { lecture_detail: l, related_lectures } = lecture.data;

  return (
    <>
      <title>{m.media_lecture_page_title({ title: l.title })}</title>
      <LectureHero lecture={l} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <article className="order-2 lg:order-1">
          <h2 className="mb-4 text-3xl text-brand-800">{m.media_lecture_about()}</h2>
          {/* Sanitized by the API when saved and again when served. */}
          <div lang={langOfContent(l.description)} className="prose-html text-lg text-ink" dangerouslySetInnerHTML={{ __html: l.description }} />
        </article>
        <div className="order-1 lg:order-2">
          <LectureRecordings attachments={l.attachments} />
        </div>
      </div>
      <RelatedLectures lectures={related_lectures} />
    </>
  );
}
