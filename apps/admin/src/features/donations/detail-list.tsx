import type { ReactNode } from 'react';
import { moduleLabels, paymentMethodLabels } from '@foundation/contract/donation-review-messages';
import type { DonationDetail } from '@foundation/contract/donation-review';
import { formatMoney } from '@foundation/contract/money';
import { formatDateTime } from '../../kit/format';
import { StatusBadge } from './status-badge';

const none = <span className="text-muted">None</span>;
const text = (value: string | null) => (value ? value : none);

export function DetailList({ d }: { d: DonationDetail }) {
  const address = [d.street_address, d.city, d.country].filter(Boolean).join(', ');
  const rows: [string, ReactNode][] = [
    ['Reference', <span className="font-mono">{d.reference}</span>],
    ['Status', <StatusBadge status={d.status} />],
    ['Amount', <strong>{formatMoney(d.amount, { currency: d.currency })}</strong>],
    ...(d.amount_received === null
      ? []
      : ([['Amount received', <strong>{formatMoney(d.amount_received, { currency: d.currency })} (part of the gift)</strong>]] as [string, ReactNode][])),
    ['Received', <time dateTime={d.created_at}>{formatDateTime(d.created_at)}</time>],
    ['Method', paymentMethodLabels[d.payment_method]],
    ['For', `${d.purpose} (${moduleLabels[d.module_code]})`],
    [
      'Items',
      d.items.length ? (
        <ul className="space-y-0.5">
          {d.items.map((item, i) => (
            <li key={i} className="flex justify-between gap-4">
              <span>{item.title}</span>
              <span className="whitespace-nowrap tabular-nums">{formatMoney(item.amount, { currency: d.currency })}</span>
            </li>
          ))}
        </ul>
      ) : (
        none
      ),
    ],
    ['Donor', text(d.donor_name)],
    ['Phone', d.phone],
    ['E-mail', d.email ? <a href={`mailto:${d.email}`} className="break-all text-brand-700 underline">{d.email}</a> : none],
    ['Address', text(address)],
    ['Receipt file', text(d.receipt_type)],
    ['Reviewed by', text(d.reviewed_by)],
    ['Reviewed at', d.reviewed_at ? <time dateTime={d.reviewed_at}>{formatDateTime(d.reviewed_at)}</time> : none],
    ['Review note', text(d.review_note)],
    ['Transaction id', d.transaction_id ? <span className="font-mono">{d.transaction_id}</span> : none],
    ['Failure reason', text(d.failure_reason)],
  ];
  return (
    <dl className="divide-y divide-slate-200 rounded-md border border-slate-300 bg-white text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-1 px-4 py-2 sm:grid-cols-[9rem_1fr] sm:gap-4">
          <dt className="font-semibold text-muted">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
