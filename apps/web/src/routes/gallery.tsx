import { PageHero } from '../components/ui/page-hero';
import { GalleryView } from '../features/gallery/components/gallery-view';

export default function GalleryPage() {
  return (
    <>
      <PageHero eyebrow="Gallery" title="Moments from forty years of service">
        Camps, classes, book launches and the faces of the people we serve, gathered by our volunteers.
      </PageHero>
      <section aria-label="Pictures" className="mx-auto max-w-7xl px-4 py-14">
        <GalleryView />
      </section>
    </>
  );
}
