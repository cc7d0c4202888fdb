import { useEffect } from 'react';
import { Link } from 'wouter';
import type { LectureDetail as Lecture } from '@foundation/contract/lectures';
import { plainText } from '@foundation/contract/plain-text';
import { PageHero } from '../../../components/ui/page-hero';
import { Spinner } from '../../../components/ui/spinner';
import { langOfContent } from '../../../lib/locale';
import { useMissingPage, usePageMeta } from '../../../lib/use-page-meta';
import { href } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';
import { useLecture } from '../api/get-lecture';
import { LectureHero } from './lecture-hero';
import { LectureRecordings } from './lecture-recordings';
import { RelatedLectures } from './related-lectures';

/** No lecture by this id (sent by the server with a 404), or one that could not be loaded just now. */
function NotFound({ error }: { error: unknown }) {
  useMissingPage(!error);
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

/** What a shared link to the lecture says: its own words, or a line naming it when it has none. */
const describe = (lecture: Lecture) => plainText(lecture.description) || m.media_lecture_meta_description({ title: lecture.title });

/** Spec: hero with the thumbnail, an audio player per recording, title, date, description, related lectures. */
export function LectureDetail({ id }: { id: number }) {
  const lecture = useLecture(id);
  // No such lecture (null), no id that could be one, or a read that failed.
  const missing = !(id > 0) || lecture.data === null || lecture.isError;
  const found = lecture.data?.lecture_detail;
  usePageMeta(found?.title ?? (missing ? m.media_lecture_not_found_title() : m.media_lectures_label()), found && describe(found), { image: found?.thumbnail });

  // A related lecture opens on the same route with a new id: start it from the top too.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  useEffect(() => {
    if (lecture.error) console.error('Lecture could not be loaded', lecture.error);
  }, [lecture.error]);

  if (missing) return <NotFound error={lecture.error} />;
  if (!lecture.data) return <Spinner label={m.media_lecture_loading()} />;
  const { lecture_detail: l, related_lectures } = lecture.data;

  return (
    <>
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
