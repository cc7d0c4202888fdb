import { Link } from 'react-router';
import { donationStatuses } from '@foundation/contract/donation-codes';
import { donationStatusLabels } from '@foundation/contract/donation-review-messages';
import { cx } from '../../components';
import { queryFor, type ListParams, type StatusFilter as Status } from './queries';

const filters: { value: Status; label: string }[] = [
  ...donationStatuses.map((value) => ({ value, label: donationStatusLabels[value] })),
  { value: 'all', label: 'All' },
];

/** Links, not buttons: each filter is a place with its own address, so Back and new tabs work. */
export function StatusFilter({ params, counts }: { params: ListParams; counts?: Record<string, number> }) {
  const count = (value: Status) =>
    value === 'all' ? (counts?.all ?? Object.values(counts ?? {}).reduce((a, b) => a + b, 0)) : counts?.[value];
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-1.5">
        {filters.map(({ value, label }) => {
          const current = value === params.status;
          const n = counts ? count(value) ?? 0 : undefined;
          return (
            <li key={value}>
              <Link
                to={{ search: queryFor({ ...params, status: value, page: 1 }) }}
                aria-current={current ? 'page' : undefined}
                className={cx(
                  'inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-semibold',
                  current ? 'border-brand-800 bg-brand-800 text-white' : 'border-slate-400 bg-white text-ink hover:bg-brand-50',
                )}
              >
                {label}
                {/* A space for screen readers ("Verified 5"); the flex gap spaces it on screen. */}
                {n !== undefined && ' '}
                {n !== undefined && (
                  <span className={cx('rounded-full px-1.5 text-xs tabular-nums', current ? 'bg-white text-brand-900' : 'bg-slate-200 text-ink')}>
                    {n}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
