import { Link } from 'react-router';
import type { StatementProposal } from '@foundation/contract/donation-statement';
import { confidenceLabels, matchKindLabels } from '@foundation/contract/donation-statement-messages';
import { formatMoney } from '@foundation/contract/money';
import { cx, ui } from '../../components';

const th = 'whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-ink';
const td = 'px-3 py-2 align-top';

// Each pair passes AA as small text; the word is always there, colour is never the only cue.
const confidenceTone = {
  high: 'border-brand-700 bg-brand-50 text-brand-800',
  medium: 'border-amber-700 bg-amber-50 text-amber-900',
  low: 'border-red-700 bg-red-50 text-red-900',
} as const;

interface Props {
  proposals: StatementProposal[];
  ticked: Set<number>;
  onTick: (next: Set<number>) => void;
  /** A refusal's message on the row it is about (an amount above its pledge). */
  errors: Record<number, string>;
}

/** The proposed matches, each with a checkbox: ticked ones are verified together. */
export function ProposalTable({ proposals, ticked, onTick, errors }: Props) {
  const all = proposals.length > 0 && proposals.every((p) => ticked.has(p.donation_id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    onTick(next);
  };
  const total = proposals.filter((p) => ticked.has(p.donation_id)).reduce((sum, p) => sum + Math.round(p.amount * 100), 0) / 100;

  return (
    <div className="space-y-2">
      {/* A phone scrolls the table sideways inside this box; the box takes focus so a keyboard can too. */}
      <div role="region" aria-label="Proposed matches" tabIndex={0} className="overflow-x-auto rounded-md border border-slate-300 bg-white">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Proposed matches: tick the gifts to verify</caption>
          <thead className="border-b border-slate-300 bg-brand-50">
            <tr>
              <th scope="col" className={th}>
                <input
                  type="checkbox"
                  aria-label="Select every match"
                  checked={all}
                  onChange={(e) => onTick(new Set(e.target.checked ? proposals.map((p) => p.donation_id) : []))}
                  className="size-4"
                />
              </th>
              <th scope="col" className={th}>Line</th>
              <th scope="col" className={th}>Gift</th>
              <th scope="col" className={th}>Donor</th>
              <th scope="col" className={`${th} text-right`}>Pledged</th>
              <th scope="col" className={`${th} text-right`}>On statement</th>
              <th scope="col" className={th}>Matched by</th>
              <th scope="col" className={th}>Confidence</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {proposals.map((p) => (
              <tr key={p.donation_id} className={cx(errors[p.donation_id] && 'bg-red-50')}>
                <td className={td}>
                  <input
                    type="checkbox"
                    aria-label={`Verify ${p.reference} (line ${p.line})`}
                    checked={ticked.has(p.donation_id)}
                    onChange={(e) => toggle(p.donation_id, e.target.checked)}
                    aria-describedby={errors[p.donation_id] ? `row-error-${p.donation_id}` : undefined}
                    className="size-4"
                  />
                </td>
                <td className={td}>
                  <span className="block tabular-nums">{p.line}</span>
                  <code className="block max-w-56 break-all text-xs text-muted">{p.text}</code>
                </td>
                <td className={td}>
                  <Link to={`/donations/${p.donation_id}`} className={`${ui.link} whitespace-nowrap font-mono`}>
                    {p.reference}
                  </Link>
                  {p.transaction_id && <span className="block whitespace-nowrap font-mono text-xs text-muted">{p.transaction_id}</span>}
                </td>
                <td className={td}>
                  <span className="block max-w-48 truncate">{p.donor_name ?? p.phone}</span>
                  {p.donor_name && <span className="block whitespace-nowrap text-xs text-muted">{p.phone}</span>}
                </td>
                <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{formatMoney(p.pledged)}</td>
                <td className={`${td} whitespace-nowrap text-right tabular-nums`}>
                  {formatMoney(p.amount)}
                  {p.partial && <span className="block text-xs font-semibold text-amber-900">Partial payment</span>}
                  {errors[p.donation_id] && (
                    <span id={`row-error-${p.donation_id}`} className="block whitespace-normal text-xs text-red-800">
                      {errors[p.donation_id]}
                    </span>
                  )}
                </td>
                <td className={`${td} whitespace-nowrap`}>{matchKindLabels[p.matched_by]}</td>
                <td className={td}>
                  <span className={`inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${confidenceTone[p.confidence]}`}>
                    {confidenceLabels[p.confidence]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm" aria-live="polite">
        {ticked.size} of {proposals.length} selected, {formatMoney(total)} in all.
      </p>
    </div>
  );
}
