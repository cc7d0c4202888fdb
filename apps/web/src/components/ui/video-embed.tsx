import { useState } from 'react';
import { useLightImages } from '../../lib/use-light-images';
import { PlayIcon } from '../icons';
import { m } from '../../paraglide/messages.js';

type Props = {
  /** The player's address (YouTube or Facebook); autoplay is added when the visitor presses play. */
  embedUrl: string;
  title: string;
  /**
   * A still for the poster, from our own origin (a YouTube still comes through the API): nothing
   * is asked of another server before play. When it cannot load, or the visitor saves data, the
   * styled poster shows alone.
   */
  thumbnail?: string | null;
  /** A short line above the title, e.g. "Playlist" or "Live now". */
  label?: string;
  className?: string;
};

const withAutoplay = (url: string) => `${url}${url.includes('?') ? '&' : '?'}autoplay=1`;

/**
 * A video that costs nothing until asked for: a poster with the title and a play button, and the
 * third-party player (hundreds of kilobytes, cookies) only after a click.
 */
export function VideoEmbed({ embedUrl, title, thumbnail, label, className = '' }: Props) {
  const [loaded, setLoaded] = useState(false);
  const [thumbFailed, setThumbFailed] = useState(false);
  const light = useLightImages();
  const frame = `relative aspect-video w-full overflow-hidden rounded-xl bg-brand-900 ${className}`;

  if (loaded) {
    return (
      <div className={frame}>
        <iframe
          src={withAutoplay(embedUrl)}
          title={title}
          className="absolute inset-0 size-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  return (
    <button type="button" onClick={() => setLoaded(true)} className={`${frame} group block text-start text-white`}>
      <span aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,var(--color-brand-600),var(--color-brand-900)_70%)]" />
      <span aria-hidden="true" className="absolute inset-0 opacity-15 [background-image:radial-gradient(circle_at_1px_1px,#fff_1px,transparent_0)] [background-size:18px_18px]" />
      {thumbnail && !thumbFailed && !light && (
        <img loading="lazy" decoding="async" width={480} height={270} src={thumbnail} alt="" onError={() => setThumbFailed(true)} className="absolute inset-0 size-full object-cover opacity-80" />
      )}
      <span aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-brand-900/90 via-brand-900/20 to-transparent" />
      <span className="absolute inset-0 grid place-items-center">
        <span className="grid size-16 place-items-center rounded-full bg-gold-500 text-brand-900 shadow-lg ring-8 ring-white/15 transition group-hover:scale-110 group-focus-visible:scale-110">
          <PlayIcon className="ml-1 size-7" />
        </span>
      </span>
      <span className="absolute inset-x-0 bottom-0 p-4">
        {/* The button's name is "Play video: <title>"; the label is decoration. */}
        {label && (
          <span aria-hidden="true" className="mb-1 block text-xs font-semibold tracking-[0.18em] text-gold-300 uppercase">
            {label}
          </span>
        )}
        <span className="sr-only">{m.site_play_video()} </span>
        <span className="line-clamp-2 font-display text-lg leading-snug">{title}</span>
      </span>
    </button>
  );
}
