import { useId } from 'react';
import { SectionHeading } from '../../../components/ui/section-heading';
import { programmes, type ProgrammeKey } from '../data/programmes';
import { CategoryCard } from './category-card';
import { Tabs } from '../../../components/ui/tabs';
import { m } from '../../../paraglide/messages.js';

type Props = { eyebrow: string; title: string; intro: string; tabs: ProgrammeKey[] };

/** One of the welfare page's two tab groups: a tab per programme, a card per category. */
export function WelfareGroup({ eyebrow, title, intro, tabs }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title}>
        {intro}
      </SectionHeading>
      <Tabs
        label={m.about_welfare_group_tabs({ group: eyebrow })}
        listClassName="flex flex-wrap gap-2 border-b border-brand-100 pb-4"
        tabClassName="rounded-full border border-brand-100 bg-white px-4 py-2 text-sm font-semibold sm:px-5 sm:py-2.5 sm:text-base text-brand-800 transition hover:border-brand-600 aria-selected:border-brand-700 aria-selected:bg-brand-700 aria-selected:text-white"
        panelClassName="pt-8 focus-visible:rounded-xl"
        items={tabs.map((key) => {
          const programme = programmes[key];
          return {
            key,
            label: programme.label(),
            panel: (
              <>
                <p className="mb-6 max-w-3xl text-lg text-ink">{programme.summary()}</p>
                <ul className={`grid gap-6 sm:grid-cols-2 ${programme.categories.length > 2 ? 'xl:grid-cols-4' : 'lg:grid-cols-2'}`}>
                  {programme.categories.map((category) => (
                    <li key={category.id} className="flex">
                      <CategoryCard category={category} programme={key} wide={programme.categories.length <= 2} />
                    </li>
                  ))}
                </ul>
              </>
            ),
          };
        })}
      />
    </section>
  );
}
