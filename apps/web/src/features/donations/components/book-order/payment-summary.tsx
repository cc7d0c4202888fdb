import type { BillingInfo } from '../../lib/billing-info';
import { donationPageMoney, formatMoney } from '@foundation/contract/money';
import { secondaryButton } from '../buttons';

interface Props {
  title: string;
  copies: number;
  total: number;
  billing: BillingInfo;
  onBack: () => void;
}

/** Step 2's summary above the receipt form: what is being paid for, where it goes, and the way back. */
export function PaymentSummary({ title, copies, total, billing, onBack }: Props) {
  return (
    <div className="space-y-5">
      <dl className="grid gap-3 rounded-xl bg-cream px-4 py-3 text-ink sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-semibold">Your order</dt>
        <dd>
          {copies === 1 ? '1 copy' : `${copies} copies`} of {title}: <strong className="text-brand-800">{formatMoney(total, donationPageMoney)}</strong>
        </dd>
        <dt className="font-semibold">Delivering to</dt>
        <dd>
          {billing.firstName} {billing.lastName}, {billing.streetAddress}, {billing.city}, {billing.country} · {billing.phoneNumber}
        </dd>
      </dl>
      <p className="text-muted">Send the total by JazzCash, Easypaisa or a bank transfer, then upload the receipt below. We post the book once it is verified.</p>
      <button type="button" onClick={onBack} className={secondaryButton}>
        Back to copies and delivery
      </button>
    </div>
  );
}
