import { Link } from 'react-router';
import { href } from '../../../../lib/routes';
import type { BillingInfo } from '../../lib/billing-info';
import { bookIdOf, type DonationQuery } from '../../lib/donation-query';

/** Where a BOOK order goes: the address the wizard stored, or the way to give one. */
export function DeliveryAddress({ billing, query, title }: { billing: BillingInfo | null; query: DonationQuery; title: string }) {
  const bookId = bookIdOf(query);
  const wizard = href('donationForm', {}, { type: 'BOOK', book_id: bookId, id: bookId, title, image: query.image });
  if (!billing)
    return (
      <div className="rounded-2xl border border-gold-400 bg-white p-5">
        <h2 className="font-display text-xl text-brand-800">Where should we send your book?</h2>
        <p className="mt-2 text-muted">Tell us your delivery address first; it takes a minute and is remembered on this device.</p>
        <Link to={wizard} className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-4">
          Add delivery address
        </Link>
      </div>
    );
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <h2 className="font-display text-xl text-brand-800">Delivering to</h2>
      <address className="mt-2 leading-relaxed text-ink not-italic">
        {billing.firstName} {billing.lastName}
        <br />
        {billing.streetAddress}, {billing.city}
        <br />
        {billing.country} · {billing.phoneNumber}
      </address>
      <Link to={wizard} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline underline-offset-4">
        Change address
      </Link>
    </div>
  );
}
