import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

type Props = {
  /** The heading's id: the section is named by its heading. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  center?: boolean;
  /** The section's own id, for links to it (#library). */
  anchor?: string;
  /** The band's background and extras (bg-white, scroll-mt-28). */
  className?: string;
  children: ReactNode;
};

/** A band of an inner page: its heading (eyebrow, title, intro), then the content, named by that heading. */
export function PageSection({ id, eyebrow, title, intro, center, anchor, className = '', children }: Props) {
  return (
    <section id={anchor} aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} center={center}>
          {intro}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
