import { Link } from 'wouter';
import type { Blog } from '@foundation/contract/blogs';
import { langOfContent } from '../../../lib/locale';
import { href } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';
import { shownDate } from '../../../lib/format-date';
import { EventIcon, PersonIcon } from '../../../components/icons';
import { ARTICLE_SIZES, ResponsiveImage } from '../../../components/ui/responsive-image';

/** A drawn arrow, hidden from screen readers; it turns with the reading direction. */
const BACK_ARROW = '←';

/** One post in full. The description is HTML the API has already sanitized. */
export function BlogArticle({ blog }: { blog: Blog }) {
  return (
    <article className="mx-auto min-h-svh max-w-3xl px-4 py-12 sm:py-16">
      <Link to={href('blogs')} className="text-sm font-semibold text-brand-700 hover:text-brand-900">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          {BACK_ARROW}
        </span>{' '}
        {m.media_blogs_all_posts()}
      </Link>
      <h1 lang={langOfContent(blog.title)} className="mt-4 text-4xl leading-tight text-brand-800 sm:text-5xl">
        {blog.title}
      </h1>
      <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-muted">
        <span className="flex items-center gap-2">
          <PersonIcon className="text-gold-600" /> <span className="sr-only">{m.media_blogs_written_by()} </span>
          <span lang={langOfContent(blog.author_name)}>{blog.author_name}</span>
        </span>
        <span className="flex items-center gap-2">
          <EventIcon className="text-gold-600" /> <span className="sr-only">{m.media_blogs_posted_on()} </span>
          {shownDate(blog.created_at2)}
        </span>
      </p>
      <ResponsiveImage src={blog.image} alt="" width={1200} height={675} sizes={ARTICLE_SIZES} priority className="mt-8 aspect-video w-full rounded-2xl bg-brand-50 object-cover" />
      <div lang={langOfContent(blog.description)} className="prose-html mt-10 text-lg text-ink" dangerouslySetInnerHTML={{ __html: blog.description }} />
    </article>
  );
}
