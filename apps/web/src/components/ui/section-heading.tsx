import type { ReactNode } from 'react';

/** A section's eyebrow, heading and intro, the same on every page. */
export function SectionHeading({ eyebrow, title, children, id, center }: { eyebrow?: string; title: string; children?: ReactNode; id?: string; center?: boolean }) {
  return (
    <div className={`mb-10 max-w-3xl ${center ? 'mx-auto text-center' : ''}`}>
      {eyebrow && <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-gold-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="text-3xl leading-tight text-brand-800 sm:text-4xl">
        {title}
      </h2>
      {children && <div className="mt-4 text-lg text-muted">{children}</div>}
    </div>
  );
}
