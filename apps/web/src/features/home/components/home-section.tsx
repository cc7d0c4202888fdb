import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Reveal } from '../../../components/ui/reveal';
import { SectionHeading } from '../../../components/ui/section-heading';

/** What a band of the home page says about itself (its copy lives in data/bands.ts). */
export type HomeBand = {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  className?: string;
  center?: boolean;
  /** The arrow link shown beside the heading on wide screens. */
  more?: { to: string; label: string };
};

/** One band of the home page: a revealed heading, then the content, named by that heading. */
export function HomeSection({ eyebrow, title, intro, className = '', center, more, children }: HomeBand & { children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`py-16 sm:py-24 ${className}`}>
      <div className="mx-auto max-w-7xl px-4">
        <Reveal className={more ? 'flex flex-wrap items-end justify-between gap-x-8' : ''}>
          <SectionHeading id={id} eyebrow={eyebrow} title={title} center={center}>
            {intro}
          </SectionHeading>
          {more && (
            <div className="mb-10">
              <MoreLink to={more.to}>{more.label}</MoreLink>
            </div>
          )}
        </Reveal>
        {children}
      </div>
    </section>
  );
}

/** The arrow link that closes many sections ("View all courses"). */
export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
      {children} <ForwardArrow />
    </Link>
  );
}

/** The arrow after a link's text: it points the way the page reads, so it turns round in Urdu. */
export function ForwardArrow() {
  return (
    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
      {ARROW}
    </span>
  );
}

const ARROW = '→';
