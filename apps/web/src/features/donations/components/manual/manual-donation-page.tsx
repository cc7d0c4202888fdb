import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { noticeHeading } from '../../../../components/ui/not-found-notice';
import { PageHero } from '../../../../components/ui/page-hero';
import { useSettings } from '../../../../lib/settings';
import { usePageMeta } from '../../../../lib/use-page-meta';
import { m } from '../../../../paraglide/messages.js';
import { useCampaign } from '../../api/get-campaign';
import { useGiftTargets } from '../../hooks/use-gift-targets';
import { useWizardTasks } from '../../hooks/use-wizard-tasks';
import { readBillingInfo } from '../../lib/billing-info';
import { GENERAL_DONATION, campaignIdOf, readDonationQuery, type DonationQuery } from '../../lib/donation-query';
import { BookOrderPage } from '../book-order/book-order-page';
import { CampaignMissing } from './campaign-missing';
import { DonationVisual } from './donation-visual';
import { HowItWorks } from './how-it-works';
import { ManualDonationForm } from './manual-donation-form';

/** The manual donation form of spec point 2 (named route `donation`), driven by its query. */
export function ManualDonationPage() {
  const [params] = useSearchParams();
  const query = useMemo(() => readDonationQuery(params), [params]);
  // A book has its own one-page order: copies and delivery, then the receipt form as its payment step.
  if (query.type === 'BOOK') return <BookOrderPage query={query} />;
  // A new query (another programme or campaign) starts afresh.
  return query.type === 'CAMPAIGN' ? <CampaignGiftPage key={params.toString()} query={query} /> : <WelfareGiftPage key={params.toString()} query={query} />;
}

/** A gift to a campaign: its picture, and its needs to tick as the card wizard offers them. */
function CampaignGiftPage({ query }: { query: DonationQuery }) {
  const { data: campaign } = useCampaign(campaignIdOf(query));
  const { tasks } = useWizardTasks(query);
  const title = query.title || campaign?.title || '';
  const hero = { eyebrow: m.manual_hero_campaign_eyebrow(), title: m.manual_hero_campaign_title(), copy: m.manual_hero_campaign_copy() };
  // No such campaign (null): no form to give to it, but the way to the open ones.
  const missing = campaign === null;
  // The head names what the server knows (a campaign's own title), never a title the link carries.
  usePageMeta(missing ? noticeHeading(m.manual_campaign_what(), null) : (campaign?.title ?? hero.title), hero.copy, { image: campaign?.image });
  if (missing) return <CampaignMissing />;
  return (
    <GiftLayout query={query} hero={hero} visual={<DonationVisual query={query} title={title} fallbackImage={campaign?.image} />}>
      {(props) => <ManualDonationForm {...props} category={title || GENERAL_DONATION} tasks={tasks} />}
    </GiftLayout>
  );
}

/**
 * A gift to a welfare category, a programme or where the need is greatest: the carousel chooses
 * which, starting from the one the link named, and the heading and the form follow the choice.
 */
function WelfareGiftPage({ query }: { query: DonationQuery }) {
  const { targets, loading } = useGiftTargets(query.title);
  const [chosen, setChosen] = useState(0);
  const target = targets[chosen] ?? targets[0]!;
  const general = target.category === GENERAL_DONATION;
  const hero = { eyebrow: m.manual_donate(), title: general ? m.manual_hero_donation_title() : m.manual_hero_donation_title_named({ name: target.name }), copy: m.manual_hero_donation_copy() };
  const choice = { targets, loading, chosen, onChoose: setChosen };
  usePageMeta(hero.title, hero.copy);
  return (
    <GiftLayout query={query} hero={hero} visual={<DonationVisual query={query} title={target.name} choice={choice} />} cardTitle={general ? '' : target.category}>
      {(props) => <ManualDonationForm {...props} category={target.category} categoryName={target.name} />}
    </GiftLayout>
  );
}

type FormProps = Pick<Parameters<typeof ManualDonationForm>[0], 'query' | 'prefillAmount' | 'billing' | 'settings'>;

interface LayoutProps {
  query: DonationQuery;
  hero: { eyebrow: string; title: string; copy: string };
  visual: ReactNode;
  /** What the card wizard would be given, for the link to it: the chosen category, or the query's title. */
  cardTitle?: string;
  children: (props: FormProps) => ReactNode;
}

function GiftLayout({ query, hero, visual, cardTitle, children }: LayoutProps) {
  const { data: settings } = useSettings();
  const [billing] = useState(readBillingInfo);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title}>
        {hero.copy}
      </PageHero>
      <section className="bg-cream">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[5fr_6fr] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:gap-y-8">
          {/* Phone order: picture, form, then the help; desktop: picture and help left, form right. */}
          <div className="min-w-0">{visual}</div>
          <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">{children({ query, prefillAmount: query.amount || '', billing, settings })}</div>
          <div className="min-w-0 lg:col-start-1">
            <HowItWorks query={cardTitle === undefined ? query : { ...query, title: cardTitle }} />
          </div>
        </div>
      </section>
    </>
  );
}
