import { useQueryClient } from '@tanstack/react-query';
import { PageHero } from '../components/ui/page-hero';
import { PageSection } from '../components/ui/page-section';
import { AdoptWhenNear } from '../components/ui/when-visible';
import { ImpactCounters } from '../components/ui/impact-counters';
import { publishingImpact } from '../features/books/data/publishing-impact';
import { usePageMeta } from '../lib/use-page-meta';
import { PublishingTeasers } from '../features/books/components/publishing-teasers';
import { BookLibrary } from '../features/books/components/book-library';
import { getBooksQueryOptions } from '../features/books/api/get-books';
import { bookLd } from '../lib/structured-data';
import { PublishingAbout } from '../features/books/components/publishing-about';
import { m } from '../paraglide/messages.js';

export default function PublishingPage() {
  const client = useQueryClient();
  usePageMeta(m.media_publishing_label(), m.media_publishing_meta_description(), {
    // The books the library shows first, described for search engines (read once the render has them).
    structuredData: (url) => (client.getQueryData(getBooksQueryOptions({ search: '', category: 0 }).queryKey)?.pages[0]?.book_list ?? []).map((book) => bookLd(book, url)),
  });
  return (
    <>
      <PageHero eyebrow={m.media_publishing_label()} title={m.media_publishing_title()}>
        <p>{m.media_publishing_intro()}</p>
        <a href="#library" className="mt-8 inline-block rounded-full bg-gold-500 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-400">
          {m.media_publishing_open_library()}
        </a>
      </PageHero>
      {/* Below the first screen: in the sent HTML, adopted by React as each comes near. */}
      <AdoptWhenNear>
        <PublishingTeasers />
      </AdoptWhenNear>
      <AdoptWhenNear>
        <PageSection
          id="library-heading"
          anchor="library"
          eyebrow={m.media_publishing_library_eyebrow()}
          title={m.media_books_find()}
          intro={<p>{m.media_publishing_library_intro()}</p>}
          className="scroll-mt-28 pt-4"
        >
          <BookLibrary />
        </PageSection>
      </AdoptWhenNear>
      <AdoptWhenNear>
        <ImpactCounters title={m.media_publishing_figures()} items={publishingImpact()} />
        <PublishingAbout />
      </AdoptWhenNear>
    </>
  );
}
