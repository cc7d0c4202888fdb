import { PageHero } from '../components/ui/page-hero';
import { SectionHeading } from '../components/ui/section-heading';
import { StatsBand, type Stat } from '../features/catalogue/components/stats-band';
import { usePageMeta } from '../features/catalogue/hooks/use-page-meta';
import { PublishingTeasers } from '../features/books/components/publishing-teasers';
import { BookLibrary } from '../features/books/components/book-library';
import { PublishingAbout } from '../features/books/components/publishing-about';

const stats: Stat[] = [
  { label: 'Books Published', to: 100, suffix: '+' },
  { label: 'Books Translate', to: 100, suffix: '+' },
  { label: 'Active Readers', to: 1000, suffix: '+' },
];

export default function PublishingPage() {
  usePageMeta('Publishing', 'More than 2,000 books on faith, history and family, free to read online or download, with printed copies to order.');
  return (
    <>
      <PageHero eyebrow="Publishing" title="Books for every heart and every home">
        <p>More than 2,000 titles on faith, history and family life — free to read, free to download, and in print for those who want a copy to hold.</p>
        <a href="#library" className="mt-8 inline-block rounded-full bg-gold-500 px-6 py-3 font-semibold text-brand-900 hover:bg-gold-400">
          Open the library
        </a>
      </PageHero>
      <PublishingTeasers />
      <section id="library" aria-labelledby="library-heading" className="mx-auto max-w-7xl scroll-mt-28 px-4 pt-20 pb-16">
        <SectionHeading id="library-heading" eyebrow="The library" title="Find a book">
          <p>Pick a category or search by title. Read online, download the PDF, or order a printed copy.</p>
        </SectionHeading>
        <BookLibrary />
      </section>
      <StatsBand label="Our publishing in figures" stats={stats} />
      <PublishingAbout />
    </>
  );
}
