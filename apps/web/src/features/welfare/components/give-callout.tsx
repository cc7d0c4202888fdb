import type { ReactNode } from 'react';
import { Link } from 'wouter';

type Props = { title: string; children: ReactNode; to: string; action: string };

/** A closing invitation to give: a heading, a line of copy and one link. */
export function GiveCallout({ title, children, to, action }: Props) {
  return (
    <section className="px-4 pt-4 pb-4">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <div className="pointer-events-none absolute -top-16 -end-16 size-56 rounded-full bg-gold-500/20" aria-hidden="true" />
        <div className="pointer-events-none absolute -bottom-20 -start-10 size-48 rounded-full bg-white/5" aria-hidden="true" />
        <h2 className="relative text-3xl text-white sm:text-4xl">{title}</h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg text-brand-100">{children}</p>
        <Link to={to} className="relative mt-8 inline-block rounded-full bg-gold-500 px-7 py-3 font-semibold text-brand-900 transition hover:bg-gold-400">
          {action}
        </Link>
      </div>
    </section>
  );
}
