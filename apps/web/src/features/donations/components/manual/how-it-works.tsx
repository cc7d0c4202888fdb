import { Link } from 'wouter';
import { useStripeConfig } from '../../../../lib/card-payments';
import { m } from '../../../../paraglide/messages.js';
import type { DonationQuery } from '../../lib/donation-query';
import { cardWizardHref } from '../../lib/links';

/** The steps' words, read while the page renders (the language is known only then). */
const steps = () => [
  [m.manual_how_send_name(), m.manual_how_send_text()],
  [m.manual_how_upload_name(), m.manual_how_upload_text()],
  [m.manual_how_confirmed_name(), m.manual_how_confirmed_text()],
];

/** Three plain steps, and the card wizard for those who prefer it, when the site takes cards. */
export function HowItWorks({ query }: { query: DonationQuery }) {
  const byCard = cardWizardHref(query);
  const cards = useStripeConfig().data?.enabled === true;
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h2 className="font-display text-xl text-brand-800">{m.manual_how_heading()}</h2>
      <ol className="mt-4 space-y-4">
        {steps().map(([name, text], i) => (
          <li key={i} className="flex gap-4">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-gold-500 font-bold text-brand-900" aria-hidden="true">
              {i + 1}
            </span>
            <p>
              <strong className="text-ink">{name}</strong> <span className="text-muted">{text}</span>
            </p>
          </li>
        ))}
      </ol>
      {cards && (
        <p className="mt-5 border-t border-brand-100 pt-4 text-sm text-muted">
          {m.manual_how_card_question()}{' '}
          <Link to={byCard} className="font-semibold text-brand-700 underline underline-offset-4">
            {m.manual_how_card_link()}
          </Link>
        </p>
      )}
    </div>
  );
}
