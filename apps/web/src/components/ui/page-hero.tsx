import type { ReactNode } from 'react';
import { Reveal } from './reveal';
import { langOfContent } from '../../lib/locale';

/** The banner that opens each inner page: title, a line of copy, optional actions. */
export function PageHero({ title, eyebrow, children, image }: { title: string; eyebrow?: string; children?: ReactNode; image?: string }) {
  return (
    <section
      className="relative overflow-hidden bg-brand-800 text-white"
      style={image ? { backgroundImage: `linear-gradient(rgba(5,48,32,.82),rgba(5,48,32,.82)),url("${image}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined}
    >
      <div className="pointer-events-none absolute inset-0 opacity-10 [background-image:radial-gradient(circle_at_1px_1px,#fff_1px,transparent_0)] [background-size:22px_22px]" />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:py-24">
        {eyebrow && (
          <p className="mb-3 text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase" lang={langOfContent(eyebrow)}>
            {eyebrow}
          </p>
        )}
        {/* The heading is the page's largest paint: it shows at once; the copy below it reveals. */}
        {/* A course's or lesson's title may be staff's English on an Urdu page. */}
        <h1 className="max-w-3xl text-4xl leading-tight sm:text-5xl" lang={langOfContent(title)}>
          {title}
        </h1>
        {children && (
          <Reveal variant="instant" className="mt-5 max-w-2xl text-lg text-brand-100">
            {children}
          </Reveal>
        )}
      </div>
    </section>
  );
}
