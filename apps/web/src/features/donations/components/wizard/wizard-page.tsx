import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageHero } from '../../../../components/ui/page-hero';
import { useCampaign } from '../../api/get-campaign';
import { campaignIdOf, readDonationQuery } from '../../lib/donation-query';
import { CampaignSummary } from './campaign-summary';
import { DonationWizard } from './donation-wizard';
import { WizardCounters } from './wizard-counters';

/** /donationForm: the card wizard, driven by its query (type, id, title, book_id, image, ...). */
export function WizardPage() {
  const [params] = useSearchParams();
  const query = useMemo(() => readDonationQuery(params), [params]);
  // Shared with step 1 through the query cache: one request.
  const { data: campaign } = useCampaign(campaignIdOf(query));
  const name = query.title || campaign?.title;
  const hero =
    query.type === 'BOOK'
      ? { eyebrow: 'Publishing', title: 'Order a hard copy', copy: 'Three short steps: your book, where to send it, and a last look before you pay.' }
      : {
          eyebrow: 'Give by card',
          title: name ? `Support ${name}` : 'Give by card',
          copy: 'Safe, quick and receipted. Your card details go straight to our payment processor and never touch our servers.',
        };
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title}>
        {hero.copy}
      </PageHero>
      <section className="bg-cream">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
          {query.type === 'CAMPAIGN' && campaign && <CampaignSummary campaign={campaign} />}
          {/* A new query (another programme or book) starts a fresh wizard. */}
          <DonationWizard key={params.toString()} query={query} />
        </div>
      </section>
      <WizardCounters />
    </>
  );
}
