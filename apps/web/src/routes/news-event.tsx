import { useParams } from 'react-router';
import { ArticleSkeleton } from '../features/catalogue/components/skeletons';
import { NotFoundNotice } from '../features/catalogue/components/not-found-notice';
import { NewsEventArticle } from '../features/catalogue/components/news-event/news-event-article';
import { useNewsEvent } from '../features/catalogue/api/get-news-event';
import { useLogError } from '../features/catalogue/hooks/use-log-error';
import { usePageMeta } from '../features/catalogue/hooks/use-page-meta';
import { parseId } from '../features/catalogue/lib/parse-id';

/** /SingleNewsEventPage/{id}/{date}: the date in the path is for people and links; the id decides. */
export default function NewsEventPage() {
  const id = parseId(useParams().id);
  const { data: item, isPending, error } = useNewsEvent(id);
  useLogError(error, 'the news item', { detail: true });
  usePageMeta(item?.title ?? 'News and events', item?.excerpt);

  if (id !== null && isPending) return <ArticleSkeleton />;
  if (!item) {
    return (
      <NotFoundNotice what="news item" error={error} backTo="/" backLabel="Back to the home page">
        It may have ended or been taken down. The latest news and events are on the home page.
      </NotFoundNotice>
    );
  }
  return <NewsEventArticle item={item} />;
}
