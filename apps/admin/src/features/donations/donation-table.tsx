import { Link, useLocation } from 'react-router';
import { paymentMethodLabels } from '@foundation/contract/donation-review-messages';
import type { DonationSummary } from '@foundation/contract/donation-review';
import { ui } from '../../components';
import { formatMoney } from '@foundation/contract/money';
import { formatDateTime } from '../../kit/format';
import { StatusBadge } from './status-badge';

const th = 'whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-ink';
const td = 'px-3 py-2 align-top';

export function DonationTable({ rows, caption, busy }: { rows: DonationSummary[]; caption: string; busy: boolean }) {
  const { search } = useLocation();
  if (rows.length === 0) return <p className="rounded-md border border-slate-300 bg-white px-4 py-8 text-center text-muted">No donations here.</p>;
  return (
    // A phone scrolls the table sideways inside this box, not the whole page; the box takes focus so a keyboard can too.
    <div role="region" aria-label="Donations" tabIndex={0} aria-busy={busy} className="overflow-x-auto rounded-md border border-slate-300 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-300 bg-brand-50">
          <tr>
            <th scope="col" className={`${th} sticky left-0 bg-brand-50`}>Reference</th>
            <th scope="col" className={th}>Date</th>
            <th scope="col" className={th}>Donor</th>
            <th scope="col" className={th}>Method</th>
            <th scope="col" className={th}>For</th>
            <th scope="col" className={`${th} text-right`}>Amount</th>
            <th scope="col" className={th}>Status</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((d) => (
            <tr key={d.id}>
              {/* Kept in view while a phone scrolls the other columns, so each row stays named. */}
              <th scope="row" className={`${td} sticky left-0 bg-white text-left font-normal`}>
                {/* The list's address rides along so "Back to donations" returns to this filter and page. */}
                <Link to={`/donations/${d.id}`} state={{ back: search }} className={`${ui.link} whitespace-nowrap font-mono`}>
                  {d.reference}
                </Link>
              </th>
              <td className={`${td} whitespace-nowrap`}>
                <time dateTime={d.created_at}>{formatDateTime(d.created_at)}</time>
              </td>
              <td className={td}>
                <span className="block max-w-48 truncate">{d.donor_name ?? d.phone}</span>
                {d.donor_name && <span className="block whitespace-nowrap text-xs text-muted">{d.phone}</span>}
              </td>
              <td className={`${td} whitespace-nowrap`}>{paymentMethodLabels[d.payment_method]}</td>
              <td className={td}>
                <span className="block max-w-56">{d.purpose}</span>
              </td>
              <td className={`${td} whitespace-nowrap text-right tabular-nums`}>
                {d.amount_received === null ? (
                  formatMoney(d.amount, { currency: d.currency })
                ) : (
                  // A partial payment: what arrived, then what was pledged.
                  <>
                    {formatMoney(d.amount_received, { currency: d.currency })}
                    <span className="block text-xs text-muted">of {formatMoney(d.amount, { currency: d.currency })}</span>
                  </>
                )}
              </td>
              <td className={td}>
                <StatusBadge status={d.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
