import { PageHero } from '../components/ui/page-hero';
import { WhenVisible } from '../components/ui/when-visible';
import { PageSection } from '../components/ui/page-section';
import { usePageMeta } from '../lib/use-page-meta';
import { GalleryMosaic } from '../features/about/components/gallery-mosaic';
import { LeaderMessages } from '../features/about/components/leader-messages';
import { OrganisationCarousel } from '../features/about/components/organisation-carousel';
import { OurStory } from '../features/about/components/our-story';
import { PeopleGrid } from '../features/about/components/people-grid';
import { foundationMembers } from '../features/about/data/people';

export default function FoundationPage() {
  usePageMeta('About the foundation', 'A family of service since 1985: our story, our leaders, our seven organisations, our members and our gallery.');
  return (
    <>
      <PageHero eyebrow="About us" title="A family of service since 1985">
        Faith that shows itself in action: remembrance of Allah in the evening, and in the morning a school, a well, a meal or a
        book for someone who needs it.
      </PageHero>
      <PageSection id="story-heading" eyebrow="Our story" title="From one circle to a nationwide family" className="bg-white">
        <OurStory />
      </PageSection>
      <PageSection id="leaders-heading" eyebrow="Messages" title="Words from our leaders">
        <LeaderMessages />
      </PageSection>
      <PageSection id="organisations-heading" eyebrow="Our organisations" title="Seven organisations, one purpose" className="bg-brand-50">
        <OrganisationCarousel />
      </PageSection>
      <PageSection id="members-heading" eyebrow="Members" title="The people who carry the work" intro="Twenty-nine members serve on our council and lead its programmes, all of them volunteers.">
        <PeopleGrid people={foundationMembers} label="Foundation members" />
      </PageSection>
      <PageSection id="gallery-heading" eyebrow="Gallery" title="Moments from forty years of service" className="bg-white">
        {/* 258 tiles are built only as the wall comes near: none of it is first-paint work. */}
        <WhenVisible fallback={<div className="h-[30rem] rounded-3xl bg-brand-900 sm:h-[36rem]" />}>
          <GalleryMosaic />
        </WhenVisible>
      </PageSection>
    </>
  );
}
