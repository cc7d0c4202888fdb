import { useId } from 'react';
import { Link } from 'wouter';
import type { Campaign } from '@foundation/contract/campaigns';
import { CardImage } from '../../../components/ui/card-image';
import { href } from '../../../lib/routes';
import { store, storageKeys } from '../../../lib/storage-keys';
import { formatMoney } from '@foundation/contract/money';
import { progressPercent } from '../lib/progress';

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
          <ul aria-label="Tags" className="mb-3 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag} className="rounded-full bg-gold-300/40 px-3 py-0.5 text-xs font-semibold tracking-wide text-gold-700 uppercase">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <h3 id={headingId} className="text-xl text-brand-800">
          {title}
        </h3>
        <div className="flex-1">
          <p className="mt-2 line-clamp-3 text-muted">{description}</p>
        </div>
        <div
          role="progressbar"
          aria-label={`Raised for ${title}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%: ${formatMoney(raised)} of ${formatMoney(target)}`}
          className="mt-5 h-2.5 overflow-hidden rounded-full bg-brand-50"
        >
          <div className="h-full rounded-full bg-gradient-to-r rtl:bg-gradient-to-l from-brand-600 to-gold-500" style={{ width: `${percent}%` }} />
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-muted">Raised</dt>
            <dd className="font-semibold text-brand-800">{formatMoney(raised)}</dd>
          </div>
          <div className="text-end">
            <dt className="text-muted">Target</dt>
            <dd className="font-semibold text-ink">{formatMoney(target)}</dd>
          </div>
        </dl>
        <Link
          to={href('donation', {}, { type: 'CAMPAIGN', id, title })}
          onClick={() => store.set(storageKeys.campaignImage(id), image)}
          aria-describedby={headingId}
          className="mt-5 inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white transition hover:bg-brand-800"
        >
          Donate
        </Link>
      </div>
    </article>
  );
}
