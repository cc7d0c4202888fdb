export type BadgeKind = 'LIVE' | 'UPCOMING' | 'PLAYING' | 'LIVE AUDIO' | 'RECORDED';

const styles: Record<BadgeKind, string> = {
  LIVE: 'bg-red-700 text-white',
  'LIVE AUDIO': 'bg-red-700 text-white',
  UPCOMING: 'bg-gold-300 text-brand-900',
  PLAYING: 'bg-brand-600 text-white',
  RECORDED: 'bg-brand-100 text-brand-800',
};

/** The live page's status badges; a live one carries a pulsing dot. */
export function Badge({ kind }: { kind: BadgeKind }) {
  const pulse = kind === 'LIVE' || kind === 'LIVE AUDIO' || kind === 'PLAYING';
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-[0.7rem] leading-5 font-bold tracking-wider ${styles[kind]}`}>
      {pulse && (
        <span aria-hidden="true" className="relative flex size-2">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-current opacity-60 motion-reduce:animate-none" />
          <span className="relative inline-flex size-2 rounded-full bg-current" />
        </span>
      )}
      {kind}
    </span>
  );
}
