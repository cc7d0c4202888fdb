import { PageHero } from '../components/ui/page-hero';
import { PageSection } from '../components/ui/page-section';
import { SectionHeading } from '../components/ui/section-heading';
import { usePageMeta } from '../lib/use-page-meta';
import { PeopleGrid } from '../features/about/components/people-grid';
import { ReadMore } from '../features/about/components/read-more';
import { spiritTeam, withFirst } from '../features/about/data/people';

// Spec point 2: the team grid opens with the person whose id is 28, our murshid.
const team = withFirst(spiritTeam, 28);

export default function SpiritPage() {
  usePageMeta('Spirituality', 'Guidance for the heart through zikr and muraqaba: thirteen steps on the path and the people who keep the circles alive.');
  return (
    <>
      <PageHero eyebrow="Spirituality" title="Guidance for the heart, through zikr and muraqaba">
        Beneath all our work — the schools, the wells, the books — lies a path of remembrance that began in a small mosque in 1985
        and now gathers seekers in every province of Pakistan.
      </PageHero>
      <section aria-labelledby="path-heading" className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:py-20 lg:grid-cols-[1fr_2fr]">
        <div className="lg:sticky lg:top-36 lg:self-start">
          <SectionHeading id="path-heading" eyebrow="The path" title="Thirteen steps on the road of remembrance">
            Read them slowly, one at a time — the way the path itself is walked.
          </SectionHeading>
          <img src="/images/pages/spirit/lantern.svg" alt="" width={360} height={300} loading="lazy" decoding="async" className="hidden w-full max-w-sm lg:block" />
        </div>
        <ReadMore />
      </section>
      <PageSection
        id="team-heading"
        eyebrow="Our team"
        title="The people who keep the circles alive"
        intro="Guides, teachers and organisers who give their evenings so that others may find their way."
        className="bg-white"
      >
        <PeopleGrid people={team} label="Spirituality team" />
      </PageSection>
    </>
  );
}
