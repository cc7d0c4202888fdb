import { useMemo } from 'react';
import { Redirect, useSearchParams } from 'wouter';
import { ImpactCounters } from '../../../../components/ui/impact-counters';
import { PageHero } from '../../../../components/ui/page-hero';
import { useCampaign } from '../../api/get-campaign';
import { useGiftTargets } from '../../hooks/use-gift-targets';
import { wizardImpact } from '../../data/wizard-impact';
import { GENERAL_DONATION, campaignIdOf, readDonationQuery } from '../../lib/donation-query';
import { m } from '../../../../paraglide/messages.js';
import { bookOrderHref } from '../book-order/order';
import { CampaignSummary } from './campaign-summary';
import { DonationWizard } from './donation-wizard';

/** /donationForm: the card wizard, driven by its query (type, id, title, task_id, amount, ...). */
export function WizardPage() {
  const [params] = useSearchParams();
  const query = useMemo(() => readDonationQuery(params), [params]);
  // Shared with step 1 through the query cache: one request.
  const { data: campaign } = useCampaign(campaignIdOf(query));
  // A welfare gift is named as the donor reads it (a programme's or category's name in the page's language).
  const [target] = useGiftTargets(query.type === 'DONATION' ? query.title : '', query.type === 'DONATION').targets;
  const name = query.type === 'DONATION' ? target && target.category !== GENERAL_DONATION && target.name : query.title || campaign?.title;
  // A book used to be ordered here and then again on the receipt form: it now has one page of its own.
  if (query.type === 'BOOK') return <Redirect replace to={bookOrderHref(query)} />;
  return (
    <>
      <PageHero eyebrow={m.wizard_hero_eyebrow()} title={name ? m.wizard_hero_title_named({ name }) : m.wizard_hero_title()}>
        {m.wizard_hero_copy()}
      </PageHero>
      <section className="bg-cream">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
          {query.type === 'CAMPAIGN' && campaign && <CampaignSummary campaign={campaign} />}
          {/* A new query (another programme or campaign) starts a fresh wizard. */}
          <DonationWizard key={params.toString()} query={query} />
        </div>
      </section>
      <ImpactCounters title={m.wizard_impact_title()} items={wizardImpact()} />
    </>
  );
}
