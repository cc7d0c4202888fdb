import type { TrackingStatus } from '@foundation/contract/donation-codes';
import { toneClass, trackingStatusText } from '../../data/tracking-status';

/** The status in words and colour; the words carry it, the colour only helps. */
export function StatusBadge({ status }: { status: TrackingStatus }) {
  const { label, tone } = trackingStatusText[status];
  return <span className={`inline-block rounded-full px-3 py-1 text-sm font-bold ring-1 ${toneClass[tone]}`}>{label()}</span>;
}
