import { m } from '../../../paraglide/messages.js';

export type BadgeKind = 'LIVE' | 'UPCOMING' | 'PLAYING' | 'LIVE AUDIO' | 'RECORDED';

const styles: Record<BadgeKind, string> = {
  LIVE: 'bg-red-700 text-white',
  'LIVE AUDIO': 'bg-red-700 text-white',
  UPCOMING: 'bg-gold-300 text-brand-900',
  PLAYING: 'bg-brand-600 text-white',
  RECORDED: 'bg-brand-100 text-brand-800',
};

/** What each badge says, in the page's language (read while rendering). */
const words: Record<BadgeKind, () => string> = {
  LIVE: m.media_live_badge_live,
  'LIVE AUDIO': m.media_live_badge_live_audio,
  UPCOMING: m.media_live_badge_upcoming,
  PLAYING: m.media_live_badge_playing,
  RECORDED: m.media_live_badge_recorded,
};

/** The live page's status badges; a live one carries a pulsing dot. */
export function Badge({ kind }: { kind: BadgeKind }) {
  const pulse = kind === 'LIVE' || kind === 'LIVE AUDIO' || kind === 'PLAYING';
  // Spacing letters apart breaks the joins of Urdu script: only English is tracked.
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-[0.7rem] leading-5 font-bold tracking-wider rtl:tracking-normal ${styles[kind]}`}>
      {pulse && (
        <span aria-hidden="true" className="relative flex size-2">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-current opacity-60 motion-reduce:animate-none" />
          <span className="relative inline-flex size-2 rounded-full bg-current" />
        </span>
      )}
      {words[kind]()}
    </span>
  );
}
