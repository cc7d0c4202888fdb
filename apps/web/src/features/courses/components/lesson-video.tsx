import { useState } from 'react';
import { youtubeEmbedUrl, youtubeId, youtubePoster } from '../lib/youtube';

/**
 * A lesson's video. A YouTube player costs about a megabyte of script, so the page shows the
 * poster and a play button and loads the player only when the learner presses play.
 */
export function LessonVideo({ url, title }: { url: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const [posterFailed, setPosterFailed] = useState(false);
  const id = youtubeId(url);
  const frame = 'aspect-video w-full overflow-hidden rounded-xl bg-brand-900 shadow-lg';

  if (!id) {
    return <video controls preload="metadata" src={url} className={frame} aria-label={title} />;
  }
  if (playing) {
    return (
      <iframe
        src={youtubeEmbedUrl(id)}
        title={title}
        className={frame}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    );
  }
  return (
    <button type="button" onClick={() => setPlaying(true)} className={`group relative block ${frame}`}>
      {!posterFailed && (
        <img
          src={youtubePoster(id)}
          alt=""
          width={480}
          height={360}
          loading="lazy"
          onError={() => setPosterFailed(true)}
          className="absolute inset-0 size-full object-cover opacity-90 transition group-hover:opacity-100"
        />
      )}
      <span className="absolute inset-0 bg-gradient-to-t from-brand-900/80 via-transparent to-transparent" aria-hidden="true" />
      <span className="absolute inset-0 grid place-items-center" aria-hidden="true">
        <span className="grid size-16 place-items-center rounded-full bg-gold-500 text-2xl text-brand-900 shadow-xl transition group-hover:scale-110">
          ▶
        </span>
      </span>
      <span className="absolute inset-x-4 bottom-3 text-left font-semibold text-white drop-shadow">
        <span className="sr-only">Play video: </span>
        {title}
      </span>
    </button>
  );
}
