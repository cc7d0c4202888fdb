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

export default function PublishingPage() {
  const client = useQueryClient();
  usePageMeta('Publishing', 'More than 2,000 books on faith, history and family, free to read online or download, with printed copies to order.', {
    // The books the library shows first, described for search engines (read once the render has them).
    structuredData: (url) => (client.getQueryData(getBooksQueryOptions({ search: '', category: 0 }).queryKey)?.pages[0]?.book_list ?? []).map((book) => bookLd(book, url)),
  });
  return (
    <>
      <PageHero eyebrow="Publishing" title="Books for every heart and every home">
        <p>More than 2,000 titles on faith, history and family life — free to read, free to download, and in print for those who want a copy to hold.</p>
        <a href="#library" className="mt-8 inline-block rounded-full bg-gold-500 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-400">
          Open the library
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
          eyebrow="The library"
          title="Find a book"
          intro={<p>Pick a category or search by title. Read online, download the PDF, or order a printed copy.</p>}
          className="scroll-mt-28 pt-4"
        >
          <BookLibrary />
        </PageSection>
      </AdoptWhenNear>
      <AdoptWhenNear>
        <ImpactCounters title="Our publishing in figures" items={publishingImpact} />
        <PublishingAbout />
      </AdoptWhenNear>
    </>
  );
}
