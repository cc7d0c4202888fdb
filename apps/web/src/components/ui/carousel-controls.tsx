import type { ReactNode } from 'react';

type ButtonProps = { label: string; onClick: () => void; dark?: boolean; children: ReactNode; rotation?: boolean };

function RoundButton({ label, onClick, dark, children, rotation }: ButtonProps) {
  const tone = dark
    ? 'border-white/40 text-white hover:bg-white hover:text-brand-900'
    : 'border-brand-200 bg-white text-brand-800 hover:bg-brand-700 hover:text-white';
  return (
    <button type="button" aria-label={label} onClick={onClick} data-rotation-control={rotation || undefined} className={`grid size-11 place-items-center rounded-full border transition-colors ${tone}`}>
      <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
        {children}
      </svg>
    </button>
  );
}

const glyphs = {
  prev: <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />,
  next: <path d="M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z" />,
  pause: <path d="M7 5h3.5v14H7zm6.5 0H17v14h-3.5z" />,
  play: <path d="M8 5v14l11-7z" />,
};

type Props = {
  onPrev: () => void;
  onNext: () => void;
  /** With a toggle, the rotation control comes first, as the ARIA carousel pattern asks. */
  playing?: boolean;
  onToggle?: () => void;
  dark?: boolean;
  /** Slide pickers placed between the arrows. */
  children?: ReactNode;
};

/** Play/pause, previous and next for every carousel, with names a screen reader reads out. */
export function CarouselControls({ onPrev, onNext, playing, onToggle, dark, children }: Props) {
  return (
    <div className="flex items-center gap-2">
      {onToggle && (
        <RoundButton label={playing ? 'Pause slideshow' : 'Play slideshow'} onClick={onToggle} dark={dark} rotation>
          {playing ? glyphs.pause : glyphs.play}
        </RoundButton>
      )}
      <RoundButton label="Previous slide" onClick={onPrev} dark={dark}>
        {glyphs.prev}
      </RoundButton>
      {children}
      <RoundButton label="Next slide" onClick={onNext} dark={dark}>
        {glyphs.next}
      </RoundButton>
    </div>
  );
}
