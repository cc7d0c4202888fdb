import { useEffect, useRef, useState } from 'react';

type Props = { videoId: string; title: string; poster?: string };

/**
 * A video that costs nothing until asked for: a poster and a play button, and only on click
 * the privacy-enhanced YouTube player (no cookies before the visitor chooses to watch).
 */
export function VideoPoster({ videoId, title, poster = '/images/home/poster.svg' }: Props) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button the visitor pressed is gone: hand focus to the player that replaced it.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  if (playing) {
    return (
      <iframe
        ref={frame}
        className="aspect-video w-full rounded-2xl bg-black"
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative block aspect-video w-full overflow-hidden rounded-2xl bg-brand-900 text-left shadow-lg"
    >
      <img src={poster} alt="" width={640} height={360} loading="lazy" className="absolute inset-0 size-full object-cover transition duration-500 group-hover:scale-105" />
      <span className="absolute inset-0 bg-gradient-to-t from-black/70 via-black/10 to-transparent" />
      <span className="absolute top-1/2 left-1/2 grid size-16 -translate-1/2 place-items-center rounded-full bg-gold-500 text-brand-900 shadow-xl transition group-hover:scale-110 sm:size-20">
        <svg viewBox="0 0 24 24" width="30" height="30" fill="currentColor" aria-hidden="true">
          <path d="M8 5v14l11-7z" />
        </svg>
      </span>
      <span className="absolute inset-x-0 bottom-0 p-4 font-display text-lg text-white sm:p-5 sm:text-xl">
        <span className="sr-only">Play video: </span>
        {title}
      </span>
    </button>
  );
}
