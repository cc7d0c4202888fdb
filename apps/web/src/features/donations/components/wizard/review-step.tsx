import { wizardMessages as m } from '@foundation/contract/donation-messages';
import { CheckboxField } from '../../../../components/ui/field';
import type { BillingInfo } from '../../lib/billing-info';
import { donationPageMoney, formatMoney } from '@foundation/contract/money';
import { orderTotal, type LineItem } from '../../lib/wizard-order';

interface Props {
  items: LineItem[];
  billing: BillingInfo;
  policies: boolean;
  onPolicies: (ticked: boolean) => void;
}

/** Step 3: what is being paid for, subtotal and total (2 decimals), and the policies box. */
export function ReviewStep({ items, billing, policies, onPolicies }: Props) {
  const total = orderTotal(items);
  return (
    <div className="space-y-6">
      <table className="w-full">
        <caption className="sr-only">Your order</caption>
        <thead className="border-b border-brand-100 text-sm text-muted">
          <tr>
            <th scope="col" className="py-2 text-start font-semibold">Item</th>
            <th scope="col" className="py-2 text-end font-semibold">Amount</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100">
          {items.map((i) => (
            <tr key={i.task_id}>
              <td className="py-3 text-ink">{i.title}</td>
              <td className="py-3 text-end font-medium text-ink">{formatMoney(i.amount, donationPageMoney)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-brand-100">
          <tr>
            <th scope="row" className="pt-3 text-start font-normal text-muted">Subtotal</th>
            <td className="pt-3 text-end text-ink">{formatMoney(total, donationPageMoney)}</td>
          </tr>
          <tr>
            <th scope="row" className="pt-1 text-start text-lg text-brand-800">Total</th>
            <td className="pt-1 text-end text-lg font-bold text-brand-800">{formatMoney(total, donationPageMoney)}</td>
          </tr>
        </tfoot>
      </table>
      <div className="rounded-xl bg-cream px-4 py-3 text-sm text-ink">
        <p className="font-semibold">
          {billing.firstName} {billing.lastName} · {billing.email}
        </p>
        <p className="text-muted">
          {billing.streetAddress}, {billing.city}, {billing.country} · {billing.phoneNumber}
        </p>
      </div>
      {/* Next stays hidden until the box is ticked (spec point 5): say so, or the page looks stuck. */}
      <CheckboxField checked={policies} onChange={onPolicies} note={policies ? undefined : m.policiesRequired}>
        I agree to the foundation&rsquo;s policies: my gift is voluntary, it goes to the programme I chose (or, once that is fully funded, to where
        the need is greatest), and my details are used only to process it and send my receipt.
      </CheckboxField>
    </div>
  );
}
