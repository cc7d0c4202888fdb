import { useId, type KeyboardEvent } from 'react';
import { CarouselControls } from '../../../components/ui/carousel-controls';
import { Dialog } from '../../../components/ui/dialog';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Ltr } from '../../../components/ui/ltr';
import { CloseIcon } from '../../../components/icons';
import { arrowStep, langOfContent } from '../../../lib/locale';
import { m } from '../../../paraglide/messages.js';

export type Picture = { id: number; path: string; caption: string; gallery: string };

type Props = { pictures: Picture[]; index: number; onIndex: (index: number) => void; onClose: () => void };

/**
 * A full-screen picture viewer on the shared modal dialog: arrows move between pictures, Escape and
 * a click on the dark surround close, and focus goes back to the picture that opened it.
 */
export function Lightbox({ pictures, index, onIndex, onClose }: Props) {
  const titleId = useId();
  const picture = pictures[index];
  const count = pictures.length;
  const go = (step: number) => onIndex((index + step + count) % count);

  const onKeyDown = (e: KeyboardEvent) => {
    const step = arrowStep(e.key);
    if (!step) return;
    go(step);
    e.preventDefault();
  };

  if (!picture) return null;
  const title = picture.caption || picture.gallery;
  return (
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      closeOnBackdrop
      // The dark surround is the dialog's own background, not ::backdrop, so the caption's contrast
      // is measured against what is really behind it.
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none bg-black/90 p-4 backdrop:bg-transparent"
    >
      {/* Clicks on the empty surround land on the dialog itself, which the backdrop rule closes on. */}
      <div onKeyDown={onKeyDown} className="pointer-events-none flex h-full flex-col items-center justify-center gap-4 *:pointer-events-auto">
        <h2 id={titleId} className="sr-only">
          {m.media_gallery_picture_title({ index: index + 1, count, title })}
        </h2>
        <button
          type="button"
          aria-label={m.media_gallery_close()}
          onClick={onClose}
          className="absolute top-4 end-4 grid size-11 place-items-center rounded-full bg-white/10 text-2xl text-white hover:bg-white hover:text-black"
        >
          <CloseIcon />
        </button>
        <ResponsiveImage
          key={picture.id}
          src={picture.path}
          alt={title}
          width={1200}
          height={800}
          sizes="(min-width: 1280px) 1200px, 100vw"
          eager
          className="h-auto max-h-[75vh] w-auto max-w-full rounded-lg object-contain"
        />
        <p aria-live="polite" className="max-w-2xl text-center text-white">
          <span lang={langOfContent(title)} className="font-semibold">
            {title}
          </span>
          <Ltr className="ms-3 text-sm text-white/70">
            {index + 1} / {count}
          </Ltr>
        </p>
        {count > 1 && <CarouselControls dark onPrev={() => go(-1)} onNext={() => go(1)} />}
      </div>
    </Dialog>
  );
}
