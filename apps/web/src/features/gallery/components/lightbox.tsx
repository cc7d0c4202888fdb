import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { CarouselControls } from '../../../components/ui/carousel-controls';
import { CloseIcon } from '../../../components/icons';

export type Picture = { id: number; path: string; caption: string; gallery: string };

type Props = { pictures: Picture[]; index: number; onIndex: (index: number) => void; onClose: () => void };

const focusables = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('button, [href], [tabindex]:not([tabindex="-1"])')];

/**
 * A modal viewer: arrows move between pictures, Escape closes, Tab stays inside, and focus goes
 * back to the picture that opened it. The page behind does not scroll while it is open.
 */
export function Lightbox({ pictures, index, onIndex, onClose }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const picture = pictures[index];
  const count = pictures.length;
  const go = (step: number) => onIndex((index + step + count) % count);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialog.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') onClose();
    else if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === 'Tab' && dialog.current) {
      const items = focusables(dialog.current);
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) last?.focus();
      else if (!e.shiftKey && document.activeElement === last) first?.focus();
      else return;
    } else return;
    e.preventDefault();
  };

  if (!picture) return null;
  const title = picture.caption || picture.gallery;
  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={`Picture ${index + 1} of ${count}: ${title}`}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-black/90 p-4"
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <button
        type="button"
        data-autofocus
        aria-label="Close"
        onClick={onClose}
        className="absolute top-4 right-4 grid size-11 place-items-center rounded-full bg-white/10 text-2xl text-white hover:bg-white hover:text-black"
      >
        <CloseIcon />
      </button>
      <img src={picture.path} alt={title} width={1200} height={800} className="h-auto max-h-[75vh] w-auto max-w-full rounded-lg object-contain" />
      <p aria-live="polite" className="max-w-2xl text-center text-white">
        <span className="font-semibold">{title}</span>
        <span className="ml-3 text-sm text-white/70">
          {index + 1} / {count}
        </span>
      </p>
      {count > 1 && <CarouselControls dark onPrev={() => go(-1)} onNext={() => go(1)} />}
    </div>,
    document.body,
  );
}
