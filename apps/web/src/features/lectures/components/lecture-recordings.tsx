import type { LectureAttachment } from '@foundation/contract/lectures';
import { HeadphonesIcon } from '../../../components/icons';
import { langOfContent } from '../../../lib/locale';
import { m } from '../../../paraglide/messages.js';

/** One labelled audio player per recording of the lecture. */
export function LectureRecordings({ attachments }: { attachments: LectureAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <section aria-labelledby="recordings-heading" className="rounded-2xl bg-brand-800 p-6 text-white shadow-lg sm:p-8">
      <h2 id="recordings-heading" className="mb-5 flex items-center gap-3 text-2xl">
        <HeadphonesIcon className="size-6 text-gold-300" />
        {m.media_lecture_listen()}
      </h2>
      <ol className="space-y-4">
        {attachments.map((a, i) => (
          <li key={a.id} className="rounded-xl bg-white/10 p-4 ring-1 ring-white/10">
            <p className="mb-3 font-semibold">
              <span aria-hidden="true" className="me-2 text-gold-300">
                {String(i + 1).padStart(2, '0')}
              </span>
              <span id={`recording-${a.id}`} lang={langOfContent(a.title)}>
                {a.title}
              </span>
            </p>
            {/* Only the length is fetched until the visitor presses play. */}
            <audio controls preload="metadata" src={a.audio_url} aria-labelledby={`recording-${a.id}`} className="w-full">
              <a href={a.audio_url} className="underline">
                {m.media_lecture_download({ title: a.title })}
              </a>
            </audio>
          </li>
        ))}
      </ol>
    </section>
  );
}
