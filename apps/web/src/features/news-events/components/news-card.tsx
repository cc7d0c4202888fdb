import { Link } from 'wouter';
import type { NewsEvent } from '@foundation/contract/news-events';
import { CardImage } from '../../../components/ui/card-image';
import { href } from '../../../lib/routes';

/** A news item or event: its date, title, a short excerpt and Read More. */
export function NewsCard({ item }: { item: NewsEvent }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm">
      <CardImage src={item.image} width={480} height={300} />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-start gap-4">
          {/* The date sits beside the title, not on the picture, which may carry its own text. */}
          <p className="shrink-0 rounded-xl bg-brand-800 px-3 py-2 text-center leading-none text-white">
            <span className="block font-display text-2xl">{item.date}</span>
            <span className="mt-1 block text-xs tracking-wider text-gold-300 uppercase">{item.month}</span>
            <span className="mt-0.5 block text-xs text-brand-100">{item.year}</span>
          </p>
          <h3 className="line-clamp-3 text-xl leading-snug text-brand-800">{item.title}</h3>
        </div>
        <div className="mt-4 flex-1">
          <p className="line-clamp-3 text-muted">{item.excerpt}</p>
        </div>
        <Link
          to={href('newsEvent', { id: item.id, date: item.new_event_date })}
          className="mt-5 self-start font-semibold text-brand-700 hover:text-brand-900"
        >
          Read More<span className="sr-only">: {item.title}</span> <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
