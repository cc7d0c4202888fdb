import type { BillingInfo } from '../../lib/billing-info';
import { m } from '../../../../paraglide/messages.js';
import { secondaryButton } from '../buttons';
import { content, ltr, moneyText, rich } from '../wizard/text';

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
        <dt className="font-semibold">{m.wizard_book_your_order()}</dt>
        <dd>
          {copies === 1
            ? rich(m.wizard_book_order_one, { title: content(title), total: <strong className="text-brand-800">{moneyText(total)}</strong> })
            : rich(m.wizard_book_order_many, { count: ltr(copies), title: content(title), total: <strong className="text-brand-800">{moneyText(total)}</strong> })}
        </dd>
        <dt className="font-semibold">{m.wizard_book_delivering_to()}</dt>
        <dd>
          {billing.firstName} {billing.lastName}, {billing.streetAddress}, {billing.city}, {billing.country} · {ltr(billing.phoneNumber)}
        </dd>
      </dl>
      <p className="text-muted">{m.wizard_book_pay_note()}</p>
      <button type="button" onClick={onBack} className={secondaryButton}>
        {m.wizard_book_back()}
      </button>
    </div>
  );
}
