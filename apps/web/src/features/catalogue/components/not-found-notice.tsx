import { Link } from 'react-router';

type Props = { title: string; children: React.ReactNode; backTo: string; backLabel: string };

/** What an unknown or removed item shows instead of a crash: a plain word and a way back. */
export function NotFoundNotice({ title, children, backTo, backLabel }: Props) {
  return (
    <section className="mx-auto max-w-xl px-6 py-20 text-center">
      <h1 className="text-3xl text-brand-800">{title}</h1>
      <p className="mt-4 text-muted">{children}</p>
      <Link to={backTo} className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {backLabel}
      </Link>
    </section>
  );
}
