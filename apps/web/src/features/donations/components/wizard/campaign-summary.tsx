import type { Campaign } from '@foundation/contract/campaigns';
import { ResponsiveImage } from '../../../../components/ui/responsive-image';
import { langOfContent } from '../../../../lib/locale';
import { m } from '../../../../paraglide/messages.js';
import { moneyText, rich } from './text';

/** What the donor is giving to: the campaign, and how far it has come. */
export function CampaignSummary({ campaign }: { campaign: Campaign }) {
  const pct = campaign.target_amount > 0 ? Math.min(100, Math.round((campaign.total_amount / campaign.target_amount) * 100)) : 0;
  return (
    <div className="mb-8 flex flex-col gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:flex-row sm:items-center">
      <ResponsiveImage src={campaign.image} alt="" width={160} height={110} sizes="(min-width: 640px) 160px, 100vw" eager className="aspect-[3/2] w-full rounded-xl object-cover sm:w-40" />
      <div className="min-w-0 flex-1">
        <p lang={langOfContent(campaign.title)} className="font-display text-xl text-brand-800">
          {campaign.title}
        </p>
        <p lang={langOfContent(campaign.description)} className="mt-1 line-clamp-2 text-sm text-muted">
          {campaign.description}
        </p>
        <div className="mt-3 h-2 overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
          <div className="h-full rounded-full bg-gold-500" style={{ width: `${pct}%` }} />
        </div>
        <p className="mt-1.5 text-sm text-ink">
          {rich(m.wizard_campaign_raised, { raised: <strong>{moneyText(campaign.total_amount)}</strong>, target: moneyText(campaign.target_amount) })}
        </p>
      </div>
    </div>
  );
}
