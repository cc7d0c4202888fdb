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
import { m } from '../paraglide/messages.js';

export default function FoundationPage() {
  usePageMeta(m.about_foundation_meta_title(), m.about_foundation_meta_description());
  return (
    <>
      <PageHero eyebrow={m.about_foundation_eyebrow()} title={m.about_foundation_title()}>
        {m.about_foundation_intro()}
      </PageHero>
      <PageSection id="story-heading" eyebrow={m.about_story_eyebrow()} title={m.about_story_title()} className="bg-white">
        <OurStory />
      </PageSection>
      <PageSection id="leaders-heading" eyebrow={m.about_leaders_eyebrow()} title={m.about_leaders_title()}>
        <LeaderMessages />
      </PageSection>
      <PageSection id="organisations-heading" eyebrow={m.about_our_organisations()} title={m.about_organisations_title()} className="bg-brand-50">
        <OrganisationCarousel />
      </PageSection>
      <PageSection id="members-heading" eyebrow={m.about_members_eyebrow()} title={m.about_members_title()} intro={m.about_members_intro()}>
        <PeopleGrid people={foundationMembers()} label={m.about_members_label()} />
      </PageSection>
      <PageSection id="gallery-heading" eyebrow={m.about_gallery()} title={m.about_foundation_gallery_title()} className="bg-white">
        {/* 258 tiles are built only as the wall comes near: none of it is first-paint work. */}
        <WhenVisible fallback={<div className="h-[30rem] rounded-3xl bg-brand-900 sm:h-[36rem]" />}>
          <GalleryMosaic />
        </WhenVisible>
      </PageSection>
    </>
  );
}
