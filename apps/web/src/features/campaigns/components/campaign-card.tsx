import { useId } from 'react';
import { Link } from 'wouter';
import type { Campaign } from '@foundation/contract/campaigns';
import { CardImage } from '../../../components/ui/card-image';
import { Ltr } from '../../../components/ui/ltr';
import { intlLocale, langOfContent } from '../../../lib/locale';
import { href } from '../../../lib/routes';
import { store, storageKeys } from '../../../lib/storage-keys';
import { m } from '../../../paraglide/messages.js';
import { progressPercent } from '../lib/progress';

/** "Rs 1,250,000.5" as formatMoney writes it, the digits in the page's number format. */
const rupees = (amount: number) => `Rs ${new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 2 }).format(amount)}`;

/** A campaign with its progress; Donate remembers the image for the donation page (spec point 3). */
export function CampaignCard({ campaign }: { campaign: Campaign }) {
  const headingId = useId();
  const { id, title, description, tags, image, total_amount: raised, target_amount: target } = campaign;
  const percent = progressPercent(raised, target);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm">
      <CardImage src={image || '/images/pages/welfare/water.svg'} ratio="aspect-[48/28]" width={480} height={280} />
      <div className="flex flex-1 flex-col p-6">
        {tags.length > 0 && (
          <ul aria-label={m.manual_campaign_tags()} className="mb-3 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag} lang={langOfContent(tag)} className="rounded-full bg-gold-300/40 px-3 py-0.5 text-xs font-semibold tracking-wide text-gold-700 uppercase">
                {tag}
              </li>
            ))}
          </ul>
        )}
        {/* The title and description are as staff wrote them: English on an Urdu page, where they gave no Urdu. */}
        <h3 id={headingId} lang={langOfContent(title)} className="text-xl text-brand-800">
          {title}
        </h3>
        <div className="flex-1">
          <p lang={langOfContent(description)} className="mt-2 line-clamp-3 text-muted">
            {description}
          </p>
        </div>
        <div
          role="progressbar"
          aria-label={m.manual_campaign_raised_for({ title })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={m.manual_campaign_progress({ percent, raised: rupees(raised), target: rupees(target) })}
          className="mt-5 h-2.5 overflow-hidden rounded-full bg-brand-50"
        >
          <div className="h-full rounded-full bg-gradient-to-r rtl:bg-gradient-to-l from-brand-600 to-gold-500" style={{ width: `${percent}%` }} />
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-muted">{m.manual_campaign_raised()}</dt>
            <dd className="font-semibold text-brand-800">
              <Ltr>{rupees(raised)}</Ltr>
            </dd>
          </div>
          <div className="text-end">
            <dt className="text-muted">{m.manual_campaign_target()}</dt>
            <dd className="font-semibold text-ink">
              <Ltr>{rupees(target)}</Ltr>
            </dd>
          </div>
        </dl>
        <Link
          to={href('donation', {}, { type: 'CAMPAIGN', id, title })}
          onClick={() => store.set(storageKeys.campaignImage(id), image)}
          aria-describedby={headingId}
          className="mt-5 inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white transition hover:bg-brand-800"
        >
          {m.manual_donate()}
        </Link>
      </div>
    </article>
  );
}
