import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons';
import { m } from '../../paraglide/messages.js';

type ButtonProps = { label: string; onClick: () => void; dark?: boolean; children: ReactNode; rotation?: boolean };

function RoundButton({ label, onClick, dark, children, rotation }: ButtonProps) {
  const tone = dark
    ? 'border-white/40 text-white hover:bg-white hover:text-brand-900'
    : 'border-brand-200 bg-white text-brand-800 hover:bg-brand-700 hover:text-white';
  return (
    <button type="button" aria-label={label} onClick={onClick} data-rotation-control={rotation || undefined} className={`grid size-11 place-items-center rounded-full border transition-colors ${tone}`}>
      {children}
    </button>
  );
}

const glyphs = {
  prev: <ChevronLeftIcon className="size-5 rtl:-scale-x-100" />,
  next: <ChevronRightIcon className="size-5 rtl:-scale-x-100" />,
  pause: <PauseIcon className="size-5" />,
  play: <PlayIcon className="size-5" />,
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
        <RoundButton label={playing ? m.site_slideshow_pause() : m.site_slideshow_play()} onClick={onToggle} dark={dark} rotation>
          {playing ? glyphs.pause : glyphs.play}
        </RoundButton>
      )}
      <RoundButton label={m.site_slide_previous()} onClick={onPrev} dark={dark}>
        {glyphs.prev}
      </RoundButton>
      {children}
      <RoundButton label={m.site_slide_next()} onClick={onNext} dark={dark}>
        {glyphs.next}
      </RoundButton>
    </div>
  );
}
