import { useMemo, useState } from 'react';
import { emptyStates } from '@foundation/contract/messages';
import { EmptyState } from '../../../components/ui/empty-state';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { Spinner } from '../../../components/ui/spinner';
import { m } from '../../../paraglide/messages.js';
import { useGalleries } from '../api/get-galleries';
import { GalleryFilter } from './gallery-filter';
import { Lightbox, type Picture } from './lightbox';

/** Every picture of every gallery, filtered by gallery name, each opening in the lightbox. */
export function GalleryView() {
  const { data: galleries, isPending, isError } = useGalleries();
  const [filter, setFilter] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);

  const names = useMemo(() => [...new Set((galleries ?? []).filter((g) => g.attachments.length).map((g) => g.name))], [galleries]);
  const pictures = useMemo<Picture[]>(
    () =>
      (galleries ?? [])
        .filter((g) => filter === null || g.name === filter)
        .flatMap((g) => g.attachments.map((a) => ({ ...a, gallery: g.name }))),
    [galleries, filter],
  );

  // A screen-tall placeholder, so the footer does not jump when the pictures arrive.
  if (isPending)
    return (
      <div className="min-h-[70vh]">
        <Spinner label={m.media_gallery_loading()} />
      </div>
    );
  if (isError) return null; // spec point 8: a failed load is logged only
  if (names.length === 0) return <EmptyState text={emptyStates.noRecord} />;
  return (
    <>
      {names.length > 1 && <GalleryFilter names={names} active={filter} onChange={setFilter} />}
      <p className="sr-only" aria-live="polite">
        {m.media_gallery_shown({ count: pictures.length })}
      </p>
      <ul className="mt-10 columns-2 gap-4 sm:columns-3 lg:columns-4">
        {pictures.map((picture, i) => (
          <li key={picture.id} className="mb-4 break-inside-avoid">
            <button
              type="button"
              onClick={() => setOpen(i)}
              className="group block w-full overflow-hidden rounded-xl bg-brand-50 shadow-sm focus-visible:ring-4 focus-visible:ring-gold-400"
            >
              <ResponsiveImage
                src={picture.path}
                alt={picture.caption || picture.gallery}
                // Pictures are mostly 16:10 landscapes; the hint keeps the columns steady as they load.
                width={640}
                height={400}
                sizes="(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw"
                eager={i < 8}
                className="h-auto w-full transition duration-500 group-hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && <Lightbox pictures={pictures} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />}
    </>
  );
}
