import { useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { noticeHeading } from '../../../../components/ui/not-found-notice';
import { PageHero } from '../../../../components/ui/page-hero';
import { useSettings } from '../../../../lib/settings';
import { usePageMeta } from '../../../../lib/use-page-meta';
import { m } from '../../../../paraglide/messages.js';
import { useCampaign } from '../../api/get-campaign';
import { readBillingInfo } from '../../lib/billing-info';
import { GENERAL_DONATION, campaignIdOf, readDonationQuery, type DonationQuery } from '../../lib/donation-query';
import { BookOrderPage } from '../book-order/book-order-page';
import { CampaignMissing } from './campaign-missing';
import { DonationVisual } from './donation-visual';
import { HowItWorks } from './how-it-works';
import { ManualDonationForm } from './manual-donation-form';

/** The page's heading for a campaign gift and for any other gift (read while the page renders). */
const heroes = {
  CAMPAIGN: () => ({ eyebrow: m.manual_hero_campaign_eyebrow(), title: m.manual_hero_campaign_title(), copy: m.manual_hero_campaign_copy() }),
  DONATION: () => ({ eyebrow: m.manual_donate(), title: m.manual_hero_donation_title(), copy: m.manual_hero_donation_copy() }),
};

/** The manual donation form of spec point 2 (named route `donation`), driven by its query. */
export function ManualDonationPage() {
  const [params] = useSearchParams();
  const query = useMemo(() => readDonationQuery(params), [params]);
  // A book has its own one-page order: copies and delivery, then the receipt form as its payment step.
  return query.type === 'BOOK' ? <BookOrderPage query={query} /> : <GiftPage query={query} type={query.type} />;
}

/** A gift to a welfare category or a campaign. */
function GiftPage({ query, type }: { query: DonationQuery; type: keyof typeof heroes }) {
  const { data: settings } = useSettings();
  const { data: campaign } = useCampaign(campaignIdOf(query));
  const [billing] = useState(readBillingInfo);
  const title = query.title || campaign?.title || '';
  const prefill = query.amount || '';
  const hero = heroes[type]();
  // No such campaign (null): no form to give to it, but the way to the open ones.
  const missing = campaign === null;
  // The head names what the server knows (a campaign's own title), never a title the link carries.
  usePageMeta(missing ? noticeHeading(m.manual_campaign_what(), null) : (campaign?.title ?? hero.title), hero.copy, { image: campaign?.image });
  if (missing) return <CampaignMissing />;

  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title}>
        {hero.copy}
      </PageHero>
      <section className="bg-cream">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[5fr_6fr] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:gap-y-8">
          {/* Phone order: picture, form, then the help; desktop: picture and help left, form right. */}
          <div className="min-w-0">
            <DonationVisual query={query} title={title} fallbackImage={campaign?.image} />
          </div>
          <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <ManualDonationForm query={query} category={title || GENERAL_DONATION} prefillAmount={prefill} billing={billing} settings={settings} />
          </div>
          <div className="min-w-0 lg:col-start-1">
            <HowItWorks query={query} />
          </div>
        </div>
      </section>
    </>
  );
}
