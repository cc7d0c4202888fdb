import { PageHero } from '../components/ui/page-hero';
import { usePageMeta } from '../lib/use-page-meta';
import { BlogList } from '../features/blogs/components/blog-list';
import { m } from '../paraglide/messages.js';

export default function BlogsPage() {
  usePageMeta(m.media_blogs_label(), m.media_blogs_meta_description());
  return (
    <>
      <PageHero eyebrow={m.media_blogs_label()} title={m.media_blogs_title()}>
        <p>{m.media_blogs_intro()}</p>
      </PageHero>
      <section aria-label={m.media_blogs_list_label()} className="mx-auto max-w-7xl px-4 py-16">
        <BlogList />
      </section>
    </>
  );
}
