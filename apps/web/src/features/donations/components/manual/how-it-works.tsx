import { Link } from 'wouter';
import type { DonationQuery } from '../../lib/donation-query';
import { cardWizardHref } from '../../lib/links';

const steps = [
  ['Send', 'Pay from your wallet or bank, as you would anyone else.'],
  ['Upload', 'Add the confirmation screenshot or slip to this form.'],
  ['Confirmed', 'Our team matches it by hand and records your gift.'],
] as const;

/** Three plain steps, and the card wizard for those who prefer it. */
export function HowItWorks({ query }: { query: DonationQuery }) {
  const byCard = cardWizardHref(query);
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h2 className="font-display text-xl text-brand-800">How your gift reaches people</h2>
      <ol className="mt-4 space-y-4">
        {steps.map(([name, text], i) => (
          <li key={name} className="flex gap-4">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-gold-500 font-bold text-brand-900" aria-hidden="true">
              {i + 1}
            </span>
            <p>
              <strong className="text-ink">{name}.</strong> <span className="text-muted">{text}</span>
            </p>
          </li>
        ))}
      </ol>
      <p className="mt-5 border-t border-brand-100 pt-4 text-sm text-muted">
        Rather use a debit or credit card?{' '}
        <Link to={byCard} className="font-semibold text-brand-700 underline underline-offset-4">
          Give by card
        </Link>
      </p>
    </div>
  );
}
