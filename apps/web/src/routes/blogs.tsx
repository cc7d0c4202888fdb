import { PageHero } from '../components/ui/page-hero';
import { usePageMeta } from '../lib/use-page-meta';
import { BlogList } from '../features/blogs/components/blog-list';

export default function BlogsPage() {
  usePageMeta('Blogs', 'Stories, reflections and news from the foundation: our students, our readers, our volunteers and the families we serve.');
  return (
    <>
      <PageHero eyebrow="Blogs" title="Stories from the foundation">
        <p>Reflections from our teachers, news from our institutes and welfare work, and the people whose lives it touches.</p>
      </PageHero>
      <section aria-label="Blog posts" className="mx-auto max-w-7xl px-4 py-16">
        <BlogList />
      </section>
    </>
  );
}
