import type { TrackingStatus } from '@foundation/contract/donation-codes';
import { m } from '../../../paraglide/messages.js';

export type StatusTone = 'waiting' | 'good' | 'partial' | 'bad';

/**
 * What each status means to a donor, in words that say what happens next. The words are message
 * functions, called while the page renders (label(), detail()).
 */
export const trackingStatusText: Record<TrackingStatus, { label: () => string; detail: () => string; tone: StatusTone }> = {
  received: { label: m.manual_status_received, detail: m.manual_status_received_detail, tone: 'waiting' },
  processing: { label: m.manual_status_processing, detail: m.manual_status_processing_detail, tone: 'waiting' },
  verified: { label: m.manual_status_verified, detail: m.manual_status_verified_detail, tone: 'good' },
  partly_received: { label: m.manual_status_partly_received, detail: m.manual_status_partly_received_detail, tone: 'partial' },
  rejected: { label: m.manual_status_rejected, detail: m.manual_status_rejected_detail, tone: 'bad' },
  failed: { label: m.manual_status_failed, detail: m.manual_status_failed_detail, tone: 'bad' },
};

/** Colours with text at AA contrast on each background. */
export const toneClass: Record<StatusTone, string> = {
  waiting: 'bg-amber-50 text-amber-900 ring-amber-300',
  good: 'bg-brand-50 text-brand-800 ring-brand-200',
  partial: 'bg-orange-50 text-orange-900 ring-orange-200',
  bad: 'bg-red-50 text-red-800 ring-red-200',
};
