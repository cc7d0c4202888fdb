import { Link } from 'wouter';
import type { Blog } from '@foundation/contract/blogs';
import { langOfContent } from '../../../lib/locale';
import { href } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';
import { shownDate } from '../../../lib/format-date';
import { ArrowIcon, EventIcon } from '../../../components/icons';
import { CardImage } from '../../../components/ui/card-image';

/** A post in the list: picture, date, title, a few lines, and View More. */
export function BlogCard({ blog, eager = false, priority = false }: { blog: Blog; eager?: boolean; priority?: boolean }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 transition hover:shadow-lg">
      <CardImage src={blog.image} eager={eager} priority={priority} />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center gap-2 text-sm font-semibold text-gold-700">
          <EventIcon /> <span className="sr-only">{m.media_blogs_published()} </span>
          {shownDate(blog.published_date)}
        </p>
        <h2 lang={langOfContent(blog.title)} className="mt-3 text-xl leading-snug text-brand-800">
          {blog.title}
        </h2>
        <p lang={langOfContent(blog.excerpt)} className="mt-3 mb-6 line-clamp-3 text-muted">
          {blog.excerpt}
        </p>
        <Link to={href('singleBlog', {}, { id: blog.id })} className="mt-auto flex items-center gap-2 self-start font-semibold text-brand-700 hover:text-brand-900">
          {m.media_blogs_view_more()}
          <span className="sr-only">: {blog.title}</span> <ArrowIcon className="rtl:-scale-x-100" />
        </Link>
      </div>
    </article>
  );
}
