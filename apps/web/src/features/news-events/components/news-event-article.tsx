import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { NewsEvent } from '@foundation/contract/news-events';
import { ClipIcon, EventIcon } from '../../../components/icons';
import { ARTICLE_SIZES, ResponsiveImage } from '../../../components/ui/responsive-image';
import { formatDate } from '../../../lib/format-date';
import { langOfContent } from '../../../lib/locale';
import { m } from '../../../paraglide/messages.js';

/** A drawn arrow, hidden from screen readers; it turns with the reading direction. */
const BACK_ARROW = '←';

const fileName = (path: string) => decodeURIComponent(path.split('/').pop() || path);
const isPicture = (path: string) => /\.(jpe?g|png|gif|webp|avif|svg)$/i.test(path.split('?')[0] ?? '');

/** A titled part of the article below its story (the photos, the files). */
function Attachments({ id, title, className = '', children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`mt-12 ${className}`}>
      <h2 id={id} className="text-2xl text-brand-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A news item or event in full: date, picture, the story (sanitized HTML), its photos and files. */
export function NewsEventArticle({ item }: { item: NewsEvent }) {
  // Photos of the day show as pictures; any other file (a leaflet, a form) as a named link.
  const pictures = item.attachments.filter((a) => isPicture(a.path));
  const files = item.attachments.filter((a) => !isPicture(a.path));
  return (
    <article className="mx-auto min-h-svh max-w-3xl px-4 py-12 sm:py-16">
      <Link to="/" className="text-sm font-semibold text-brand-700 hover:text-brand-900">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          {BACK_ARROW}
        </span>{' '}
        {m.media_news_back_home()}
      </Link>
      <p className="mt-6 text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">{m.media_news_eyebrow()}</p>
      <h1 lang={langOfContent(item.title)} className="mt-2 text-4xl leading-tight text-brand-800 sm:text-5xl">
        {item.title}
      </h1>
      <p className="mt-5 flex items-center gap-2 text-muted">
        <EventIcon className="text-gold-600" />
        <time dateTime={item.new_event_date}>{formatDate(item.new_event_date)}</time>
      </p>
      {item.image && (
        <ResponsiveImage src={item.image} alt="" width={1200} height={675} sizes={ARTICLE_SIZES} priority className="mt-8 aspect-video w-full rounded-2xl bg-brand-50 object-cover" />
      )}
      <div lang={langOfContent(item.description)} className="prose-html mt-10 text-lg" dangerouslySetInnerHTML={{ __html: item.description }} />
      {pictures.length > 0 && (
        <Attachments id="photos-heading" title={m.media_news_photos()}>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {pictures.map((a, i) => (
              <li key={a.id}>
                <a href={a.path} target="_blank" rel="noopener" className="block overflow-hidden rounded-xl ring-1 ring-brand-100 hover:ring-gold-500">
                  <ResponsiveImage
                    src={a.path}
                    alt={m.media_news_photo_alt({ index: i + 1, count: pictures.length })}
                    width={400}
                    height={300}
                    sizes="(min-width: 640px) 240px, 50vw"
                    className="aspect-[4/3] w-full bg-brand-50 object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </Attachments>
      )}
      {files.length > 0 && (
        <Attachments id="attachments-heading" title={m.media_news_attachments()} className="rounded-2xl bg-white p-6 ring-1 ring-brand-100">
          <ul className="mt-4 space-y-2">
            {files.map((a) => (
              <li key={a.id}>
                <a href={a.path} target="_blank" rel="noopener" className="flex items-center gap-2 font-semibold break-all text-brand-700 hover:text-brand-900">
                  <ClipIcon className="shrink-0" /> {fileName(a.path)}
                  <span className="sr-only"> {m.media_common_new_tab()}</span>
                </a>
              </li>
            ))}
          </ul>
        </Attachments>
      )}
    </article>
  );
}
