import { useParams } from 'wouter';
import { DetailPage } from '../components/ui/detail-page';
import { ArticleSkeleton } from '../components/ui/skeletons';
import { NewsEventArticle } from '../features/news-events/components/news-event-article';
import { useNewsEvent } from '../features/news-events/api/get-news-event';
import { parseId } from '../lib/parse-id';
import { eventLd } from '../lib/structured-data';
import { m } from '../paraglide/messages.js';

/** /SingleNewsEventPage/{id}/{date}: the date in the path is for people and links; the id decides. */
export default function NewsEventPage() {
  const id = parseId(useParams().id);
  const missing = { backTo: '/', backLabel: m.media_news_back_home(), text: m.media_news_missing_text() };
  return (
    <DetailPage
      id={id}
      query={useNewsEvent(id)}
      logAs="the news item"
      what={m.media_news_what()}
      meta={(item) => ({ title: item?.title ?? m.media_news_eyebrow(), description: item?.excerpt, image: item?.image, type: 'article', structuredData: item && ((url) => [eventLd(item, url)]) })}
      skeleton={<ArticleSkeleton />}
      missing={missing}
    >
      {(item) => <NewsEventArticle item={item} />}
    </DetailPage>
  );
}
