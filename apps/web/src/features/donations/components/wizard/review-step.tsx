import { wizardMessages as w } from '@foundation/contract/donation-messages';
import { CheckboxField } from '../../../../components/ui/field';
import { localizeMessage } from '../../../../lib/localize-message';
import { m } from '../../../../paraglide/messages.js';
import type { BillingInfo } from '../../lib/billing-info';
import { GENERAL_DONATION } from '../../lib/donation-query';
import { orderTotal, type LineItem } from '../../lib/wizard-order';
import { content, ltr, moneyText } from './text';

/** A line's name: a task or category as staff wrote it; a gift that names none in the page's language. */
const itemTitle = (i: LineItem) => (i.task_id === 0 && i.title === GENERAL_DONATION ? m.wizard_general_donation() : content(i.title));

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
        <caption className="sr-only">{m.wizard_review_caption()}</caption>
        <thead className="border-b border-brand-100 text-sm text-muted">
          <tr>
            <th scope="col" className="py-2 text-start font-semibold">
              {m.wizard_review_item()}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {m.wizard_review_amount()}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-100">
          {items.map((i) => (
            <tr key={i.task_id}>
              <td className="py-3 text-ink">{itemTitle(i)}</td>
              <td className="py-3 text-end font-medium text-ink">{moneyText(i.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-brand-100">
          <tr>
            <th scope="row" className="pt-3 text-start font-normal text-muted">
              {m.wizard_review_subtotal()}
            </th>
            <td className="pt-3 text-end text-ink">{moneyText(total)}</td>
          </tr>
          <tr>
            <th scope="row" className="pt-1 text-start text-lg text-brand-800">
              {m.wizard_review_total()}
            </th>
            <td className="pt-1 text-end text-lg font-bold text-brand-800">{moneyText(total)}</td>
          </tr>
        </tfoot>
      </table>
      <div className="rounded-xl bg-cream px-4 py-3 text-sm text-ink">
        <p className="font-semibold">
          {billing.firstName} {billing.lastName} · {ltr(billing.email)}
        </p>
        <p className="text-muted">
          {billing.streetAddress}, {billing.city}, {billing.country} · {ltr(billing.phoneNumber)}
        </p>
      </div>
      {/* Next stays hidden until the box is ticked (spec point 5): say so, or the page looks stuck. */}
      <CheckboxField checked={policies} onChange={onPolicies} note={policies ? undefined : localizeMessage(w.policiesRequired)}>
        {m.wizard_policies()}
      </CheckboxField>
    </div>
  );
}
