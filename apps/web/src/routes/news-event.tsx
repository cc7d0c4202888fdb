import { useParams } from 'wouter';
import { DetailPage } from '../components/ui/detail-page';
import { ArticleSkeleton } from '../components/ui/skeletons';
import { NewsEventArticle } from '../features/news-events/components/news-event-article';
import { useNewsEvent } from '../features/news-events/api/get-news-event';
import { parseId } from '../lib/parse-id';
import { eventLd } from '../lib/structured-data';

const missing = { backTo: '/', backLabel: 'Back to the home page', text: 'It may have ended or been taken down. The latest news and events are on the home page.' };

/** /SingleNewsEventPage/{id}/{date}: the date in the path is for people and links; the id decides. */
export default function NewsEventPage() {
  const id = parseId(useParams().id);
  return (
    <DetailPage
      id={id}
      query={useNewsEvent(id)}
      logAs="the news item"
      what="news item"
      meta={(item) => ({ title: item?.title ?? 'News and events', description: item?.excerpt, image: item?.image, type: 'article', structuredData: item && ((url) => [eventLd(item, url)]) })}
      skeleton={<ArticleSkeleton />}
      missing={missing}
    >
      {(item) => <NewsEventArticle item={item} />}
    </DetailPage>
  );
}
