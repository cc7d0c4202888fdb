import { Link } from 'wouter';
import { isNotFound } from '../../lib/use-log-error';

type Props = { what: string; error: unknown; children: React.ReactNode; backTo: string; backLabel: string };

/**
 * What a detail page shows instead of a crash: for an unknown id a plain word and a way back;
 * for a failed load (already logged) the same way back and an invitation to try again.
 */
export function NotFoundNotice({ what, error, children, backTo, backLabel }: Props) {
  const failed = Boolean(error) && !isNotFound(error);
  return (
    // A screen tall, like the skeleton before it: the footer does not jump into view.
    <section className="mx-auto flex min-h-svh max-w-xl flex-col items-center justify-center px-6 py-20 text-center">
      <h1 className="text-3xl text-brand-800">{failed ? `We could not load this ${what}` : `We could not find that ${what}`}</h1>
      <p className="mt-4 text-muted">{failed ? 'Something went wrong on our side. Please try again in a moment.' : children}</p>
      <Link to={backTo} className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {backLabel}
      </Link>
    </section>
  );
}
