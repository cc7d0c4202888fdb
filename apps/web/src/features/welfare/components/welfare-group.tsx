import { useId } from 'react';
import { SectionHeading } from '../../../components/ui/section-heading';
import { programmes, type ProgrammeKey } from '../data/programmes';
import { CategoryCard } from './category-card';
import { Tabs } from './tabs';

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
        label={`${eyebrow} programmes`}
        tabs={tabs.map((key) => {
          const programme = programmes[key];
          return {
            key,
            label: programme.label,
            panel: (
              <>
                <p className="mb-6 max-w-3xl text-lg text-ink">{programme.summary}</p>
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
