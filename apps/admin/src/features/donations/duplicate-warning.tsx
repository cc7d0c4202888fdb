import { Link, useLocation } from 'react-router';
import { duplicateMessages } from '@foundation/contract/donation-review-messages';
import type { DonationDetail } from '@foundation/contract/donation-review';
import { ui } from '../../components';
import { formatDay } from '../../kit/format';
import { StatusBadge } from './status-badge';

/**
 * Other gifts whose receipt looks like this one (the same file, a picture alike, the same
 * transaction id), each linked, so finance compares them before verifying. A warning, not a
 * refusal: a family may send one slip for two gifts.
 */
export function DuplicateWarning({ d }: { d: DonationDetail }) {
  const state = useLocation().state as unknown;
  if (d.duplicates.length === 0) return null;
  return (
    <section aria-labelledby="duplicates-heading" className="rounded-md border border-amber-700 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <h2 id="duplicates-heading" className="font-bold">
        Possible duplicate receipt
      </h2>
      <ul className="mt-1 space-y-1">
        {d.duplicates.map((other) => {
          const sentence = duplicateMessages.looksLike(other.reference, formatDay(other.created_at));
          const [before, after] = sentence.split(other.reference);
          const why = other.reasons.map((r) => duplicateMessages.reasons[r]).join(' and ');
          return (
            <li key={other.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span>
                {before}
                {/* The list's place rides along, so Back to donations still returns there. */}
                <Link to={`/donations/${other.id}`} state={state} className={`${ui.link} font-mono`}>
                  {other.reference}
                </Link>
                {after} It has {why}.
              </span>
              <StatusBadge status={other.status} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
