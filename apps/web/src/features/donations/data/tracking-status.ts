import type { TrackingStatus } from '@foundation/contract/donation-codes';

export type StatusTone = 'waiting' | 'good' | 'partial' | 'bad';

/** What each status means to a donor, in words that say what happens next. */
export const trackingStatusText: Record<TrackingStatus, { label: string; detail: string; tone: StatusTone }> = {
  received: {
    label: 'Received – being checked',
    detail: 'Our team is checking your receipt against our account. This usually takes up to two working days.',
    tone: 'waiting',
  },
  processing: { label: 'Processing', detail: 'Your card payment is still being confirmed with the bank.', tone: 'waiting' },
  verified: { label: 'Verified', detail: 'Your gift has reached our account and is recorded. JazakAllah khair.', tone: 'good' },
  partly_received: {
    label: 'Partly received',
    detail: 'Only part of the amount reached our account. If you sent more, please contact us with your reference.',
    tone: 'partial',
  },
  rejected: { label: 'Rejected', detail: 'We could not match this receipt to a payment in our account.', tone: 'bad' },
  failed: { label: 'Failed', detail: 'The payment did not go through, and nothing was taken.', tone: 'bad' },
};

/** Colours with text at AA contrast on each background. */
export const toneClass: Record<StatusTone, string> = {
  waiting: 'bg-amber-50 text-amber-900 ring-amber-300',
  good: 'bg-brand-50 text-brand-800 ring-brand-200',
  partial: 'bg-orange-50 text-orange-900 ring-orange-200',
  bad: 'bg-red-50 text-red-800 ring-red-200',
};
