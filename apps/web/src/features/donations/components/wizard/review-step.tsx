import type { BillingInfo } from '../../lib/billing-info';
import { formatPkr } from '../../lib/money';
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
      <table className="w-full text-left">
        <caption className="sr-only">Your order</caption>
        <thead className="border-b border-brand-100 text-sm text-muted">
          <tr>
            <th scope="col" className="py-2 font-semibold">Item</th>
            <th scope="col" className="py-2 text-right font-semibold">Amount</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100">
          {items.map((i) => (
            <tr key={i.task_id}>
              <td className="py-3 text-ink">{i.title}</td>
              <td className="py-3 text-right font-medium text-ink">{formatPkr(i.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-brand-100">
          <tr>
            <th scope="row" className="pt-3 font-normal text-muted">Subtotal</th>
            <td className="pt-3 text-right text-ink">{formatPkr(total)}</td>
          </tr>
          <tr>
            <th scope="row" className="pt-1 text-lg text-brand-800">Total</th>
            <td className="pt-1 text-right text-lg font-bold text-brand-800">{formatPkr(total)}</td>
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
      <label className="flex items-start gap-3 text-sm text-ink">
        <input type="checkbox" checked={policies} onChange={(e) => onPolicies(e.target.checked)} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
        <span>
          I agree to the foundation&rsquo;s policies: my gift is voluntary, it goes to the programme I chose (or, once that is fully funded, to
          where the need is greatest), and my details are used only to process it and send my receipt.
        </span>
      </label>
    </div>
  );
}
