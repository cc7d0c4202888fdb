import { Link } from 'wouter';
import { isNotFound } from '../../lib/use-log-error';
import { m } from '../../paraglide/messages.js';

type Props = {
  /** What the page shows, in the page's language ("post"), as the notice's headings name it. */
  what: string; error: unknown; children: React.ReactNode; backTo: string; backLabel: string };

/**
 * What a detail page shows instead of a crash: for an unknown id a plain word and a way back;
 * for a failed load (already logged) the same way back and an invitation to try again.
 */
export function NotFoundNotice({ what, error, children, backTo, backLabel }: Props) {
  const failed = Boolean(error) && !isNotFound(error);
  return (
    // A screen tall, like the skeleton before it: the footer does not jump into view.
    <section className="mx-auto flex min-h-svh max-w-xl flex-col items-center justify-center px-6 py-20 text-center">
      <h1 className="text-3xl text-brand-800">{failed ? m.site_notice_load_failed({ what }) : m.site_notice_not_found({ what })}</h1>
      <p className="mt-4 text-muted">{failed ? m.site_notice_try_again() : children}</p>
      <Link to={backTo} className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {backLabel}
      </Link>
    </section>
  );
}
