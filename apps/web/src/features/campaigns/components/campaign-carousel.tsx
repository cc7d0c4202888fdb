import { Slider } from '../../../components/ui/slider';
import { m } from '../../../paraglide/messages.js';
import { useCampaigns } from '../api/get-campaigns';
import { CampaignCard } from './campaign-card';

const placeholder = <div className="min-h-[34rem] animate-pulse rounded-2xl bg-brand-50" />;

/**
 * The donate page's campaigns in the site's Swiper carousel (loaded only as it nears the
 * viewport). With none open, or when they cannot be loaded, a calm note takes their place and
 * the rest of the page carries on (spec point 8: the failure itself is only logged).
 */
export function CampaignCarousel() {
  const { data: campaigns, isPending } = useCampaigns();
  if (isPending) return placeholder;
  if (!campaigns?.length) {
    return (
      <p className="rounded-2xl border border-dashed border-brand-200 bg-white/70 px-6 py-10 text-center text-lg text-muted">
        {m.manual_campaigns_empty()}
      </p>
    );
  }
  return (
    <Slider label={m.manual_campaigns_slider_label()} delay={5000} speed={800} perView={{ 0: 1, 640: 2, 1024: 3 }} spacing={24} minHeight={560}>
      {campaigns.map((campaign) => (
        <CampaignCard key={campaign.id} campaign={campaign} />
      ))}
    </Slider>
  );
}
