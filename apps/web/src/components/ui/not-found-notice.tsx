import { Link } from 'wouter';
import { isNotFound } from '../../lib/use-log-error';
import { useMissingPage } from '../../lib/use-page-meta';
import { m } from '../../paraglide/messages.js';

type Props = {
  /** What the page shows, in the page's language ("post"), as the notice's headings name it. */
  what: string; error: unknown; children: React.ReactNode; backTo: string; backLabel: string };

/** A failed load (the API did not answer), as against an answer that there is no such item. */
const loadFailed = (error: unknown) => Boolean(error) && !isNotFound(error);

/** The notice's heading, which is also the page's title: "We could not find that post". */
export const noticeHeading = (what: string, error: unknown) => (loadFailed(error) ? m.site_notice_load_failed({ what }) : m.site_notice_not_found({ what }));

/**
 * What a detail page shows instead of a crash: for an unknown id a plain word and a way back (sent
 * by the server with a 404); for a failed load (already logged) the same way back and an invitation
 * to try again.
 */
export function NotFoundNotice({ what, error, children, backTo, backLabel }: Props) {
  const failed = loadFailed(error);
  useMissingPage(!failed);
  return (
    // A screen tall, like the skeleton before it: the footer does not jump into view.
    <section className="mx-auto flex min-h-svh max-w-xl flex-col items-center justify-center px-6 py-20 text-center">
      <h1 className="text-3xl text-brand-800">{noticeHeading(what, error)}</h1>
      <p className="mt-4 text-muted">{failed ? m.site_notice_try_again() : children}</p>
      <Link to={backTo} className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {backLabel}
      </Link>
    </section>
  );
}
