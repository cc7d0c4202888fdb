import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

type Props = {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  /** The two columns from lg (lg:grid-cols-2 by default). */
  columns?: string;
  /** What stands beside the text: a quotation, a card. */
  aside: ReactNode;
  /** More of the text column, below the heading. */
  children: ReactNode;
};

/** A page's "about" band: a heading and text on one side, something to look at on the other. */
export function SplitSection({ eyebrow, title, intro, columns = 'lg:grid-cols-2', aside, children }: Props) {
  return (
    <section className={`mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 ${columns}`}>
      <div>
        <SectionHeading eyebrow={eyebrow} title={title}>
          <p>{intro}</p>
        </SectionHeading>
        {children}
      </div>
      {aside}
    </section>
  );
}
