import type { ReactNode } from 'react';
import { useLogError } from '../../lib/use-log-error';
import { usePageMeta, type PageHead } from '../../lib/use-page-meta';
import { NotFoundNotice, noticeHeading } from './not-found-notice';

type Props<T> = {
  /** The id from the URL; null when it cannot be one, and then nothing was asked. */
  id: number | null;
  /** The item's read: null is the answer that there is no such item (api-client: noneWhenMissing). */
  query: { data: T | null | undefined; isPending: boolean; error: unknown };
  /** What the page shows, for the log ("the blog post") and for the notice ("post"). */
  logAs: string;
  what: string;
  /** The page's head (title, description, picture for a shared link), from the item once it is there. */
  meta: (item: T | undefined) => PageHead;
  skeleton: ReactNode;
  /** Where the notice leads, and what it says when there is no such item. */
  missing: { backTo: string; backLabel: string; text: ReactNode };
  children: (item: T) => ReactNode;
};

/**
 * A page about one item named by the URL (a post, a news item, a course): its skeleton while it
 * loads, the item once there, or a kind word and a way back, titled as the notice is; a failed load
 * is logged, a 404 is not.
 */
export function DetailPage<T>({ id, query: { data, isPending, error }, logAs, what, meta, skeleton, missing, children }: Props<T>) {
  const item = data ?? undefined;
  useLogError(error, logAs, { detail: true });
  const loading = id !== null && isPending;
  const head: PageHead = loading || item ? meta(item) : { title: noticeHeading(what, error) };
  const { title, description, ...more } = head;
  usePageMeta(title, description, more);
  if (loading) return skeleton;
  if (!item) {
    return (
      <NotFoundNotice what={what} error={error} backTo={missing.backTo} backLabel={missing.backLabel}>
        {missing.text}
      </NotFoundNotice>
    );
  }
  return children(item);
}
