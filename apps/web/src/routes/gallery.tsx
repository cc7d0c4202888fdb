import { PageHero } from '../components/ui/page-hero';
import { GalleryView } from '../features/gallery/components/gallery-view';
import { usePageMeta } from '../lib/use-page-meta';
import { m } from '../paraglide/messages.js';

/** /gallery: the foundation's pictures, by gallery. */
export default function GalleryPage() {
  usePageMeta(m.media_gallery_eyebrow(), m.media_gallery_intro());
  return (
    <>
      <PageHero eyebrow={m.media_gallery_eyebrow()} title={m.media_gallery_title()}>
        {m.media_gallery_intro()}
      </PageHero>
      <section aria-label={m.media_gallery_pictures_label()} className="mx-auto max-w-7xl px-4 py-14">
        <GalleryView />
      </section>
    </>
  );
}
