import { Suspense, lazy } from 'react';
import { WhenVisible } from '../../../components/ui/when-visible';
import { useCampaigns } from '../api/get-campaigns';

// Swiper and its CSS load only when the campaigns are about to be seen.
const CampaignSwiper = lazy(() => import('./campaign-swiper'));

const placeholder = <div className="min-h-[34rem] animate-pulse rounded-2xl bg-brand-50" />;

/**
 * The donate page's campaigns. With none open, or when they cannot be loaded, a calm note takes
 * their place and the rest of the page carries on (spec point 8: failures are only logged).
 */
export function CampaignCarousel() {
  const { data: campaigns, isPending } = useCampaigns();
  if (isPending) return placeholder;
  if (!campaigns?.length) {
    return (
      <p className="rounded-2xl border border-dashed border-brand-200 bg-white/70 px-6 py-10 text-center text-lg text-muted">
        There are no open campaigns at the moment. Your gift to any programme above reaches families just the same — and new
        campaigns will appear here as they begin.
      </p>
    );
  }
  return (
    <WhenVisible fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <CampaignSwiper campaigns={campaigns} />
      </Suspense>
    </WhenVisible>
  );
}
