import { PageHero } from '../components/ui/page-hero';
import { PageSection } from '../components/ui/page-section';
import { usePageMeta } from '../lib/use-page-meta';
import { CampaignCarousel } from '../features/campaigns/components/campaign-carousel';
import { ImpactCounters } from '../components/ui/impact-counters';
import { ProgrammeCatalogue } from '../features/welfare/components/programme-catalogue';
import { donationImpact } from '../features/welfare/data/impact';
import { GivingPromise } from '../features/campaigns/components/giving-promise';
import { m } from '../paraglide/messages.js';

export default function DonatePage() {
  usePageMeta(m.manual_donate(), m.manual_meta_donate_description());
  return (
    <>
      <PageHero eyebrow={m.manual_donate()} title={m.manual_donate_title()}>
        {m.manual_donate_intro()}
      </PageHero>
      <PageSection
        id="programmes-heading"
        eyebrow={m.manual_donate_programmes_eyebrow()}
        title={m.manual_donate_programmes_title()}
        intro={m.manual_donate_programmes_intro()}
      >
        <ProgrammeCatalogue />
      </PageSection>
      <ImpactCounters title={m.manual_donate_impact_title()} items={donationImpact} />
      <PageSection
        id="campaigns-heading"
        eyebrow={m.manual_donate_campaigns_eyebrow()}
        title={m.manual_donate_campaigns_title()}
        intro={m.manual_donate_campaigns_intro()}
      >
        <CampaignCarousel />
      </PageSection>
      <GivingPromise />
    </>
  );
}
