import { Link } from 'wouter';
import type { TrackedDonation } from '@foundation/contract/donation-tracking';
import { Ltr } from '../../../../components/ui/ltr';
import { href } from '../../../../lib/routes';
import { useSettings } from '../../../../lib/settings';
import { m } from '../../../../paraglide/messages.js';
import { GENERAL_DONATION } from '../../lib/donation-query';
import { primaryButton } from '../buttons';
import { rich } from '../wizard/text';

/** The receipt form with the same gift: the campaign or book by id, a welfare gift by its category, and the amount. */
export function giveAgainHref(d: TrackedDonation): string {
  if (d.module_code === 'BOOK') return href('donation', {}, { type: 'BOOK', id: d.book_id });
  if (d.module_code === 'CAMPAIGN') return href('donation', {}, { type: 'CAMPAIGN', id: d.campaign_id, amount: d.amount });
  return href('donation', {}, { type: 'DONATION', title: d.purpose === GENERAL_DONATION ? undefined : d.purpose, amount: d.amount });
}

/** "Questions? Call {phone} or write to {email}", with whichever of the two the settings give. */
function askLine(phone: string | null | undefined, email: string | null | undefined) {
  const call = phone && (
    <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-4">
      <Ltr>{phone}</Ltr>
    </a>
  );
  const write = email && (
    <a href={`mailto:${email}`} className="font-semibold break-words text-brand-700 underline underline-offset-4">
      <Ltr>{email}</Ltr>
    </a>
  );
  if (call && write) return rich(m.manual_rejected_ask_both, { phone: call, email: write });
  return call ? rich(m.manual_rejected_ask_phone, { phone: call }) : rich(m.manual_rejected_ask_email, { email: write });
}

/**
 * What a donor whose receipt was rejected can do: send the payment again with the same gift (and
 * the right receipt), or ask the foundation, whose phone and e-mail come from the settings.
 */
export function RejectedNextSteps({ donation }: { donation: TrackedDonation }) {
  const { data: settings } = useSettings();
  const phone = settings?.company_phone;
  const email = settings?.company_email;
  return (
    <section aria-labelledby="rejected-next" className="mt-5 rounded-xl bg-cream px-4 py-4">
      <h3 id="rejected-next" className="font-display text-lg text-brand-800">
        {m.manual_rejected_next_heading()}
      </h3>
      <p className="mt-1 text-ink">{m.manual_rejected_next_again()}</p>
      <Link to={giveAgainHref(donation)} className={`${primaryButton} mt-3`}>
        {donation.module_code === 'BOOK' ? m.manual_rejected_order_again() : m.manual_rejected_give_again()}
      </Link>
      {(phone || email) && <p className="mt-4 text-ink">{askLine(phone, email)}</p>}
    </section>
  );
}
