import { PageHero } from '../components/ui/page-hero';
import { PageSection } from '../components/ui/page-section';
import { usePageMeta } from '../lib/use-page-meta';
import { CampaignCarousel } from '../features/campaigns/components/campaign-carousel';
import { ImpactCounters } from '../components/ui/impact-counters';
import { ProgrammeCatalogue } from '../features/welfare/components/programme-catalogue';
import { donationImpact } from '../features/welfare/data/impact';
import { GivingPromise } from '../features/campaigns/components/giving-promise';

export default function DonatePage() {
  usePageMeta('Donate', 'Give to a welfare programme or an open campaign by card, mobile wallet or bank transfer, and see what your giving builds.');
  return (
    <>
      <PageHero eyebrow="Donate" title="Your portion, their tomorrow">
        Choose a programme or a campaign and give by card, mobile wallet or bank transfer. Whatever you give — a handful of rupees
        or a whole well — reaches the family it was meant for.
      </PageHero>
      <PageSection
        id="programmes-heading"
        eyebrow="Programmes"
        title="Give to the work you care about"
        intro="Seven programmes run all year by volunteers in their own towns. Pick one and the donation form opens ready for it."
      >
        <ProgrammeCatalogue />
      </PageSection>
      <ImpactCounters title="What your giving has built" items={donationImpact} />
      <PageSection
        id="campaigns-heading"
        eyebrow="Campaigns"
        title="Campaigns that need you now"
        intro="Time-bound appeals with a clear target: a flood response, a new water plant, a winter of warm meals."
      >
        <CampaignCarousel />
      </PageSection>
      <GivingPromise />
    </>
  );
}
