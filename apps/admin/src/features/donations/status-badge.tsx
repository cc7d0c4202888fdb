import type { DonationStatus } from '@foundation/contract/donation-codes';
import { donationStatusLabels } from '@foundation/contract/donation-review-messages';

// Each pair passes AA (4.5:1) as small text; colour is never the only cue, the label is always there.
const tone: Record<DonationStatus, string> = {
  pending_review: 'bg-amber-50 text-amber-900 border-amber-700',
  verified: 'bg-brand-50 text-brand-800 border-brand-700',
  rejected: 'bg-red-50 text-red-900 border-red-700',
  pending: 'bg-slate-100 text-slate-800 border-slate-500',
  succeeded: 'bg-brand-50 text-brand-800 border-brand-700',
  failed: 'bg-red-50 text-red-900 border-red-700',
};

export function StatusBadge({ status }: { status: DonationStatus }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${tone[status]}`}>
      {donationStatusLabels[status]}
    </span>
  );
}
