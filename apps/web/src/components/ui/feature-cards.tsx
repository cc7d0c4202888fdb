import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Reveal } from './reveal';

export type Feature = { icon: ComponentType<SVGProps<SVGSVGElement>>; title: string; text: string };

/**
 * The row of three cards that overlaps the foot of a page hero (education highlights, publishing
 * teasers). They sit above the fold, so they reveal once ("instant"), not with the scroll.
 */
export function FeatureCards({ features, label, iconClass, footer }: { features: Feature[]; label: string; iconClass: string; footer?: ReactNode }) {
  return (
    <section aria-label={label} className="relative z-10 mx-auto -mt-10 grid max-w-7xl gap-6 px-4 md:grid-cols-3">
      {features.map(({ icon: Icon, title, text }) => (
        <Reveal key={title} variant="instant" className="flex flex-col rounded-2xl bg-white p-7 shadow-lg ring-1 ring-brand-100">
          <span className={`flex size-12 items-center justify-center rounded-xl ${iconClass}`}>
            <Icon className="size-7" />
          </span>
          <h2 className="mt-5 text-2xl text-brand-800">{title}</h2>
          <p className="mt-3 text-muted">{text}</p>
          {footer && <div className="mt-auto pt-5">{footer}</div>}
        </Reveal>
      ))}
    </section>
  );
}
