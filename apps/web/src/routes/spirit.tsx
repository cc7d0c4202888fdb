import { PageHero } from '../components/ui/page-hero';
import { PageSection } from '../components/ui/page-section';
import { SectionHeading } from '../components/ui/section-heading';
import { usePageMeta } from '../lib/use-page-meta';
import { PeopleGrid } from '../features/about/components/people-grid';
import { ReadMore } from '../features/about/components/read-more';
import { spiritTeam, withFirst } from '../features/about/data/people';
import { m } from '../paraglide/messages.js';

export default function SpiritPage() {
  usePageMeta(m.about_spirituality(), m.about_spirit_meta_description());
  // Spec point 2: the team grid opens with the person whose id is 28, our murshid.
  const team = withFirst(spiritTeam(), 28);
  return (
    <>
      <PageHero eyebrow={m.about_spirituality()} title={m.about_spirit_title()}>
        {m.about_spirit_intro()}
      </PageHero>
      <section aria-labelledby="path-heading" className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:py-20 lg:grid-cols-[1fr_2fr]">
        <div className="lg:sticky lg:top-36 lg:self-start">
          <SectionHeading id="path-heading" eyebrow={m.about_path_eyebrow()} title={m.about_path_title()}>
            {m.about_path_intro()}
          </SectionHeading>
          <img src="/images/pages/spirit/lantern.svg" alt="" width={360} height={300} loading="lazy" decoding="async" className="hidden w-full max-w-sm lg:block" />
        </div>
        <ReadMore />
      </section>
      <PageSection
        id="team-heading"
        eyebrow={m.about_spirit_team_eyebrow()}
        title={m.about_spirit_team_title()}
        intro={m.about_spirit_team_intro()}
        className="bg-white"
      >
        <PeopleGrid people={team} label={m.about_spirit_team_label()} />
      </PageSection>
    </>
  );
}
