import { Link } from 'wouter';
import type { NewsEvent } from '@foundation/contract/news-events';
import { CardImage } from '../../../components/ui/card-image';
import { langOfContent } from '../../../lib/locale';
import { href } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';

/** A drawn arrow, hidden from screen readers; it turns with the reading direction. */
const ARROW = '→';

/** The API's month ("Nov", always English) in the page's language; anything else as it came. */
const months: Record<string, () => string> = {
  Jan: m.media_news_month_jan,
  Feb: m.media_news_month_feb,
  Mar: m.media_news_month_mar,
  Apr: m.media_news_month_apr,
  May: m.media_news_month_may,
  Jun: m.media_news_month_jun,
  Jul: m.media_news_month_jul,
  Aug: m.media_news_month_aug,
  Sep: m.media_news_month_sep,
  Oct: m.media_news_month_oct,
  Nov: m.media_news_month_nov,
  Dec: m.media_news_month_dec,
};
const monthName = (month: string) => (Object.hasOwn(months, month) ? months[month]!() : month);

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
            <span className="mt-1 block text-xs tracking-wider text-gold-300 uppercase rtl:tracking-normal">{monthName(item.month)}</span>
            <span className="mt-0.5 block text-xs text-brand-100">{item.year}</span>
          </p>
          <h3 lang={langOfContent(item.title)} className="line-clamp-3 text-xl leading-snug text-brand-800">
            {item.title}
          </h3>
        </div>
        <div className="mt-4 flex-1">
          <p lang={langOfContent(item.excerpt)} className="line-clamp-3 text-muted">
            {item.excerpt}
          </p>
        </div>
        <Link
          to={href('newsEvent', { id: item.id, date: item.new_event_date })}
          className="mt-5 self-start font-semibold text-brand-700 hover:text-brand-900"
        >
          {m.media_news_read_more()}
          <span className="sr-only">: {item.title}</span>{' '}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            {ARROW}
          </span>
        </Link>
      </div>
    </article>
  );
}
